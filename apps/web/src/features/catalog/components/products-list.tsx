import clsx from 'clsx';
import { useSearchParams } from 'react-router';
import { PAGE_QUERY_PARAM } from '@oko/shared/constants';
import { PRODUCT_SORTS, type ProductSort } from '@oko/shared/constants';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { CategorySelect } from '@/components/ui/category-select';
import { NoScriptSubmit } from '@/components/ui/no-script-submit';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SelectField } from '@/components/ui/select-field';
import { ContentSpinner } from '@/components/ui/spinner';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { CATEGORY_CHOICES, productsView } from '../products-view';
import { ProductGrid } from './product-grid';

const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest first',
  name: 'Name (A - Z)',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

export type ProductsListProps = {
  /** A category page fixes the category; the products page lets the shopper choose it (`?category=`). */
  category?: string;
};

/**
 * A page of product cards with sorting (`?sort=`), the category filter (`?category=`, products page only) and
 * the pagination bar (`?page=`): the URL holds the whole view, so it can be shared and reloaded.
 */
export function ProductsList({ category: fixedCategory }: ProductsListProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, sort, category } = productsView(searchParams, fixedCategory);
  const products = useProducts({ page, sort, category });
  const categories = useCategories(CATEGORY_CHOICES);

  const update = (changes: Record<string, string | undefined>) => {
    setSearchParams((params) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value) params.set(key, value);
        else params.delete(key);
      }
      return params;
    });
    window.scrollTo(0, 0);
  };

  return (
    <div className="flex flex-col gap-6">
      {/* A GET form too: without JavaScript, "Show" applies the filter and the order (a new first page). */}
      <form method="get" className="flex flex-wrap items-end gap-4">
        {fixedCategory === undefined && (
          <CategorySelect
            value={category}
            categories={categories.data?.data ?? []}
            onChange={(slug) => update({ category: slug, [PAGE_QUERY_PARAM]: undefined })}
          />
        )}
        <SelectField
          label="Sort by"
          name="sort"
          value={sort}
          onChange={(event) => update({ sort: event.target.value, [PAGE_QUERY_PARAM]: undefined })}
        >
          {PRODUCT_SORTS.map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <NoScriptSubmit label="Show" />
      </form>

      {products.isPending ? (
        <ContentSpinner />
      ) : products.isError ? (
        <ErrorFallback />
      ) : (
        <>
          <div
            aria-busy={products.isPlaceholderData}
            className={clsx('transition-opacity', products.isPlaceholderData && 'opacity-60')}
          >
            {products.data.data.length > 0 ? (
              // The first row is above the fold on a phone (two columns) and a desktop (four): no lazy loading.
              <ProductGrid products={products.data.data} priorityCount={4} />
            ) : (
              <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
                No products found.
              </p>
            )}
          </div>
          <PaginationBar
            page={page}
            perPage={products.data.meta.per_page}
            total={products.data.meta.total}
            onPageChange={(next) => update({ [PAGE_QUERY_PARAM]: String(next) })}
            searchParams={searchParams}
          />
        </>
      )}
    </div>
  );
}
