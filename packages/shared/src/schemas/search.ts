import { z } from 'zod/mini';
import { MAX_LENGTH, MIN_LENGTH } from '../constants';
import { categoryParam } from './catalog';
import { textBounds } from './text';

// Spec section 5: keyword required, at least 3 characters, trimmed; the message is empty. The maximum is the
// API's (issue 11); the storefront's input stops there, so a person never sees its message. `zod/mini`: the
// header's search form checks it on every page (decision 019).
export const searchSchema = z.object({
  keyword: z
    .string({ error: '' })
    .check(
      z.trim(),
      z.minLength(MIN_LENGTH.searchKeyword, ''),
      ...textBounds('keyword', MAX_LENGTH.searchKeyword),
    ),
  category: z.optional(categoryParam),
});
export type SearchInput = z.input<typeof searchSchema>;
/** What the API works with once the input passed the schema (keyword trimmed). */
export type SearchQuery = z.output<typeof searchSchema>;
