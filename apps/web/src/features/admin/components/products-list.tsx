import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-class';
import { ContentLayout } from '@/components/layout/content-layout';
import { paths } from '@/config/paths';
import type { AdminProduct } from '@oko/shared/schemas/admin-catalog';
import { useAdminProducts, type AdminProductsQuery } from '../api/get-admin-products';
import { useCategoryOptions } from '../api/get-category-options';
import { useBackOffice } from '../hooks/use-back-office';
import { useListParams } from '../hooks/use-list-params';
import { FilterSelect, PagedResult, SearchForm } from './admin-ui';
import { linkClass } from './styles';
import { UnitQuickEdit } from './unit-quick-edit';

function readQuery(params: URLSearchParams): AdminProductsQuery {
  const query: AdminProductsQuery = {};
  const q = params.get('q');
  const categoryId = Number(params.get('category_id'));
  if (q) query.q = q;
  if (Number.isInteger(categoryId) && categoryId > 0) query.category_id = categoryId;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

/** `/admin/products`: every product, hidden ones too, with each unit's price and stock to change in place. */
export function ProductsList() {
  const { owner } = useBackOffice();
  const { params, setFilter, setPage } = useListParams<'q' | 'category_id'>();
  const query = readQuery(params);
  const products = useAdminProducts(query);
  const categories = useCategoryOptions();

  return (
    <ContentLayout title="Products">
      <div className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 md:flex-row md:items-end">
        <SearchForm
          label="Search products"
          placeholder="Product name"
          initial={query.q ?? ''}
          onSearch={(search) => setFilter('q', search)}
          className="flex-1"
        />
        <FilterSelect
          label="Category"
          value={query.category_id}
          all="All categories"
          options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
          onChange={(value) => setFilter('category_id', value)}
        />
        {owner && (
          <Link to={paths.admin.newProduct.getHref()} className={buttonClass('primary', 'sm')}>
            New product
          </Link>
        )}
      </div>
      <PagedResult
        query={products}
        onPageChange={setPage}
        entry={(product) => <ProductRow product={product} />}
      />
    </ContentLayout>
  );
}

function ProductRow({ product }: { product: AdminProduct }) {
  const stock = product.product_units.reduce((sum, unit) => sum + unit.available_quantity, 0);
  return (
    <li aria-label={product.name} className="rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <Link to={paths.admin.product.getHref(product.id)} className={`${linkClass} text-base`}>
            {product.name}
          </Link>
          <p className="text-xs text-stone-600">
            {product.category.name}
            {!product.active && <span className="ml-2 rounded bg-stone-200 px-1.5 py-0.5">Hidden</span>}
          </p>
        </div>
        <p className={stock === 0 ? 'text-sm font-semibold text-red-700' : 'text-sm text-stone-700'}>
          In stock: {stock}
        </p>
      </div>
      <ul className="mt-3 flex flex-col divide-y divide-stone-100">
        {product.product_units.map((unit) => (
          <li key={unit.id} className="py-2">
            <UnitQuickEdit unit={unit} productName={product.name} />
          </li>
        ))}
      </ul>
    </li>
  );
}
