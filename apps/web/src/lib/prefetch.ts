// Server rendering (decision 016): what a server-rendered page asks for before it renders, so its first render has
// its data. Only the server entry calls these; in the browser the pages fetch as they always did.
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { errorStatus, isNotFound } from './api-errors';

export type PrefetchArgs = { queryClient: QueryClient; params: Params; url: URL };

/**
 * Fills the query cache with the queries the page renders from, through the same `queryOptions` its components
 * use. Answers the page's HTTP status when it is not 200 (404 for a product the shop does not have).
 */
export type Prefetch = (args: PrefetchArgs) => Promise<number | void>;

/**
 * Runs the fetch of the thing a page is about (a product, a category): 404 when the API says it does not exist,
 * or refuses the address outright (422: a slug longer than any the shop has), the page then showing its own
 * "not found". Any other failure is thrown: the server sends the page to be
 * rendered in the browser, as before server rendering.
 */
export async function notFoundStatus(fetchMain: () => Promise<unknown>): Promise<404 | undefined> {
  try {
    await fetchMain();
    return undefined;
  } catch (error) {
    if (isNotFound(error) || errorStatus(error) === 422) return 404;
    throw error;
  }
}
