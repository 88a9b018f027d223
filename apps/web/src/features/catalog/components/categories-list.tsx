import clsx from 'clsx';
import { useSearchParams } from 'react-router';
import { PAGE_QUERY_PARAM } from '@oko/shared/constants';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { ContentSpinner } from '@/components/ui/spinner';
import { parsePageParam } from '@/lib/pagination';
import { useCategories } from '../api/get-categories';
import { CategoryGrid } from './category-grid';

/** The categories page: one page of cards and the pagination bar, the page kept in `?page=`. */
export function CategoriesList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get(PAGE_QUERY_PARAM));
  const categories = useCategories({ page });

  if (categories.isPending) {
    return <ContentSpinner />;
  }
  if (categories.isError) return <ErrorFallback />;

  const { data, meta } = categories.data;

  const goToPage = (next: number) => {
    setSearchParams((params) => {
      params.set(PAGE_QUERY_PARAM, String(next));
      return params;
    });
    window.scrollTo(0, 0);
  };

  return (
    <div className="flex flex-col gap-8">
      <div
        aria-busy={categories.isPlaceholderData}
        className={clsx('transition-opacity', categories.isPlaceholderData && 'opacity-60')}
      >
        {data.length > 0 ? (
          <CategoryGrid categories={data} priorityCount={4} />
        ) : (
          <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
            No categories found.
          </p>
        )}
      </div>
      <PaginationBar
        page={page}
        perPage={meta.per_page}
        total={meta.total}
        onPageChange={goToPage}
        searchParams={searchParams}
      />
    </div>
  );
}
