import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@oko/shared/schemas/api';
import type { Product } from '@oko/shared/schemas/catalog';
import type { SearchInput } from '@oko/shared/schemas/search';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const searchAnswer = () => import('@oko/shared/schemas/catalog').then((m) => m.productPageAnswerSchema);

/**
 * The shared check of a search (spec section 5: trimmed, at least 3 characters), loaded when first needed
 * rather than with the header's search form, which is on every page (decision 019).
 */
export const loadSearchSchema = () => import('@oko/shared/schemas/search').then((m) => m.searchSchema);

/** Four rows of four on a wide screen. */
export const SEARCH_PAGE_SIZE = 24;

export type SearchResults = Page<Product>;

/** POST /products/search with the trimmed keyword (spec section 5) and the optional category. */
export async function searchProducts(input: SearchInput, page = 1): Promise<SearchResults> {
  const { keyword, category } = (await loadSearchSchema()).parse(input);
  return api.post('/products/search', { keyword, ...(category ? { category } : {}) }, searchAnswer, {
    params: { page, per_page: SEARCH_PAGE_SIZE },
  });
}

/** What the search page shows: a keyword, a page, and optionally a category (slug) to search within. */
export type SearchView = { keyword: string; page?: number; category?: string };

export const getSearchQueryOptions = ({ keyword, page = 1, category }: SearchView) =>
  queryOptions({
    queryKey: queryKeys.search.results({ keyword, page, ...(category ? { category } : {}) }),
    queryFn: () => searchProducts({ keyword, category }, page),
    // Reloading or sharing /search?keyword= searches again: results are never restored from the offline cache.
    meta: { persist: false },
  });

/**
 * The search page's results: the navigation state `searches` (the header's search: first page, every category)
 * shows at once, the query keeps them current. Another page or a category keeps the previous results on screen
 * while it loads.
 */
export const useSearchResults = (view: SearchView, searches?: SearchResults) =>
  useQuery({
    ...getSearchQueryOptions(view),
    enabled: view.keyword.length > 0,
    placeholderData: (previous) =>
      (view.page ?? 1) === 1 && !view.category && searches ? searches : previous,
  });

/**
 * Spec section 7: on success the cached search queries are invalidated; the caller then navigates with the
 * answer as state. The answer also fills the first page's cache entry, so the search page does not ask again.
 */
export function useSearchProducts({
  onSuccess,
}: {
  onSuccess: (results: SearchResults, keyword: string) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SearchInput) => searchProducts(input),
    onSuccess: async (results, input) => {
      const keyword = input.keyword.trim();
      await queryClient.invalidateQueries({ queryKey: queryKeys.search.all, refetchType: 'none' });
      // setQueryData builds the entry from the key's defaults, not from getSearchQueryOptions: without these
      // it would be persisted, and a reload would show the stored answer instead of searching again.
      queryClient.setQueryDefaults(queryKeys.search.all, { meta: { persist: false } });
      queryClient.setQueryData(getSearchQueryOptions({ keyword }).queryKey, results);
      onSuccess(results, keyword);
    },
  });
}
