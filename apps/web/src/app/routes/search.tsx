import { Link, useLocation, useSearchParams } from 'react-router';
import { MIN_LENGTH, PAGE_QUERY_PARAM } from '@oko/shared/constants';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { ContentLayout } from '@/components/layout/content-layout';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { type SearchResults, useSearchResults } from '@/features/search/api/search-products';
import { parsePageParam } from '@/lib/pagination';

/**
 * The search page: the answer of the header's search arrives as navigation state `searches`; the URL
 * (`?keyword=`, `?page=`) alone is enough to search again on reload or from a shared link.
 */
export default function SearchRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const keyword = searchParams.get('keyword')?.trim() ?? '';
  const page = parsePageParam(searchParams.get(PAGE_QUERY_PARAM));
  const state = location.state as { searches?: SearchResults } | null;
  const valid = keyword.length >= MIN_LENGTH.searchKeyword;
  const results = useSearchResults(valid ? keyword : '', page, state?.searches);

  const title = valid ? `Search results for “${keyword}”` : 'Search';
  if (!valid) {
    return (
      <ContentLayout title={title}>
        <p className="text-stone-700">
          Type at least {MIN_LENGTH.searchKeyword} characters in the search box to find produce, or{' '}
          <Link to={paths.categories.getHref()} className="font-medium text-green-800 underline">
            browse the categories
          </Link>
          .
        </p>
      </ContentLayout>
    );
  }

  return (
    <ContentLayout title={title} documentTitle={`Search: ${keyword}`}>
      {results.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" />
        </div>
      ) : results.isError ? (
        <ErrorFallback />
      ) : results.data.meta.total === 0 ? (
        <div className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
          <p className="font-medium text-stone-900">We couldn’t find anything for “{keyword}”.</p>
          <p className="mt-2">
            Check the spelling, try a shorter word such as “yam” or “rice”, or{' '}
            <Link to={paths.categories.getHref()} className="font-medium text-green-800 underline">
              browse the categories
            </Link>
            .
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <ProductGrid products={results.data.data} label="Search results" />
          <PaginationBar
            page={page}
            perPage={results.data.meta.per_page}
            total={results.data.meta.total}
            onPageChange={(next) =>
              setSearchParams((params) => {
                params.set(PAGE_QUERY_PARAM, String(next));
                return params;
              })
            }
          />
        </div>
      )}
    </ContentLayout>
  );
}
