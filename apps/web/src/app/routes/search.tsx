import { Link, useLocation, useSearchParams } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { MAX_LENGTH, MIN_LENGTH, PAGE_QUERY_PARAM } from '@oko/shared/constants';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { ContentLayout } from '@/components/layout/content-layout';
import { CategorySelect } from '@/components/ui/category-select';
import { NoScriptSubmit } from '@/components/ui/no-script-submit';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { ContentSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getCategoriesQueryOptions, useCategories } from '@/features/catalog/api/get-categories';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { CATEGORY_CHOICES } from '@/features/catalog/products-view';
import {
  getSearchQueryOptions,
  type SearchResults,
  useSearchResults,
} from '@/features/search/api/search-products';
import { SearchForm } from '@/features/search/components/search-form';
import { isNotFound } from '@/lib/api-errors';
import { useBrand } from '@/lib/brand';
import { parsePageParam } from '@/lib/pagination';
import type { Prefetch } from '@/lib/prefetch';

/** The search the URL asks for. */
function searchView(searchParams: URLSearchParams) {
  // A hand-made link may hold more than the form lets anyone type: the API's maximum applies.
  const keyword = searchParams.get('keyword')?.trim().slice(0, MAX_LENGTH.searchKeyword).trim() ?? '';
  return {
    keyword,
    page: parsePageParam(searchParams.get(PAGE_QUERY_PARAM)),
    category: searchParams.get('category') || undefined,
    valid: keyword.length >= MIN_LENGTH.searchKeyword,
  };
}

/**
 * Decision 016: the results of the search in the URL, from the same search the API runs (POST /products/search),
 * and the category filter's choices.
 */
export const prefetch: Prefetch = async ({ queryClient, url }) => {
  const { keyword, page, category, valid } = searchView(url.searchParams);
  await Promise.all([
    valid && queryClient.prefetchQuery(getSearchQueryOptions({ keyword, page, category })),
    queryClient.prefetchQuery(getCategoriesQueryOptions(CATEGORY_CHOICES)),
  ]);
};

/**
 * The search page: the answer of the header's search arrives as navigation state `searches`; the URL
 * (`?keyword=`, `?category=`, `?page=`) alone is enough to search again on reload or from a shared link. The
 * category filter searches within one category (the search payload's optional category, spec section 3).
 */
export default function SearchRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const brand = useBrand();
  const location = useLocation();
  const { keyword, page, category, valid } = searchView(searchParams);
  const state = location.state as { searches?: SearchResults } | null;
  const results = useSearchResults({ keyword: valid ? keyword : '', page, category }, state?.searches);
  const categories = useCategories(CATEGORY_CHOICES);
  const categoryName = categories.data?.data.find((entry) => entry.slug === category)?.name;

  const chooseCategory = (next: string | undefined) =>
    setSearchParams(
      (params) => {
        if (next) params.set('category', next);
        else params.delete('category');
        params.delete(PAGE_QUERY_PARAM);
        return params;
      },
      // The header's answer (state) was for every category: keep it out of the filtered view.
      { state: null },
    );

  // Under "That category is not in the shop any more" and under nothing found in a category.
  const searchAll = (
    <button
      type="button"
      onClick={() => chooseCategory(undefined)}
      className={`mt-2 font-medium text-green-800 underline ${focusRing}`}
    >
      Search all categories
    </button>
  );

  const title = valid ? `Search results for “${keyword}”` : 'Search';
  // A search engine should index the products themselves, not our answers to searches: noindex, links followed.
  const meta = {
    description: valid
      ? `Search results for “${keyword}” at ${brand}: organically grown farm produce, priced in naira.`
      : `Search ${brand}'s organically grown farm produce by name.`,
    canonicalPath: valid
      ? `${paths.search.path}?${new URLSearchParams({
          keyword,
          ...(category ? { category } : {}),
          ...(page > 1 ? { [PAGE_QUERY_PARAM]: String(page) } : {}),
        }).toString()}`
      : paths.search.path,
    noindex: true,
  };
  if (!valid) {
    return (
      <ContentLayout title={title} meta={meta}>
        <p className="text-stone-700">
          Type at least {MIN_LENGTH.searchKeyword} characters in the search box to find produce, or{' '}
          <Link to={paths.categories.getHref()} className="font-medium text-green-800 underline">
            browse the categories
          </Link>
          .
        </p>
        {/* The header's box is hidden on a phone behind its icon, which needs the scripts: one here too. */}
        <div className="max-w-md">
          <SearchForm placeholder="Search" label="Search again" />
        </div>
      </ContentLayout>
    );
  }

  return (
    <ContentLayout title={title} meta={meta}>
      {/* A GET form too: without JavaScript, "Show" applies the category to the same keyword. */}
      <form method="get" className="mb-6 flex flex-wrap items-end gap-4">
        <input type="hidden" name="keyword" value={keyword} />
        <CategorySelect value={category} categories={categories.data?.data ?? []} onChange={chooseCategory} />
        <NoScriptSubmit label="Show" />
      </form>
      {results.isPending ? (
        <ContentSpinner />
      ) : results.isError ? (
        category !== undefined && isNotFound(results.error) ? (
          <div className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
            <p className="font-medium text-stone-900">That category is not in the shop any more.</p>
            {searchAll}
          </div>
        ) : (
          <ErrorFallback />
        )
      ) : results.data.meta.total === 0 ? (
        <div className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
          <p className="font-medium text-stone-900">
            We couldn’t find anything for “{keyword}”{category ? ` in ${categoryName ?? category}` : ''}.
          </p>
          {category ? (
            searchAll
          ) : (
            <p className="mt-2">
              Check the spelling, try a shorter word such as “yam” or “rice”, or{' '}
              <Link to={paths.categories.getHref()} className="font-medium text-green-800 underline">
                browse the categories
              </Link>
              .
            </p>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          {/* The first row is above the fold on a phone and a desktop: loaded at once, not lazily (Lighthouse LCP). */}
          <ProductGrid products={results.data.data} label="Search results" priorityCount={4} />
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
            searchParams={searchParams}
          />
        </div>
      )}
    </ContentLayout>
  );
}
