import { PAGE_QUERY_PARAM } from '@oko/shared/constants';
import { PRODUCT_SORTS, type ProductSort } from '@oko/shared/constants';
import { parsePageParam } from '@/lib/pagination';

const isSort = (value: string | null): value is ProductSort =>
  (PRODUCT_SORTS as readonly string[]).includes(value ?? '');

/** The categories of the category filter: all of them, in one page. */
export const CATEGORY_CHOICES = { page: 1, perPage: 100 };

/** The list's view from its URL: the page, the sort, and the category (fixed by a category page). */
export function productsView(searchParams: URLSearchParams, fixedCategory?: string) {
  const sortParam = searchParams.get('sort');
  return {
    page: parsePageParam(searchParams.get(PAGE_QUERY_PARAM)),
    sort: (isSort(sortParam) ? sortParam : 'newest') satisfies ProductSort,
    category: fixedCategory ?? (searchParams.get('category') || undefined),
  };
}
