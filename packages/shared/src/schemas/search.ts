import { z } from 'zod';
import { MAX_LENGTH, MIN_LENGTH } from '../constants';
import { categoryParam } from './catalog';
import { boundedText } from './text';

// Spec section 5: keyword required, at least 3 characters, trimmed; the message is empty. The maximum is the
// API's (issue 11); the storefront's input stops there, so a person never sees its message.
export const searchSchema = z.object({
  keyword: boundedText(
    'keyword',
    MAX_LENGTH.searchKeyword,
    z.string({ error: '' }).trim().min(MIN_LENGTH.searchKeyword, ''),
  ),
  category: categoryParam.optional(),
});
export type SearchInput = z.input<typeof searchSchema>;
/** What the API works with once the input passed the schema (keyword trimmed). */
export type SearchQuery = z.output<typeof searchSchema>;
