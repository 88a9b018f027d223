import { z } from 'zod';
import { MIN_LENGTH } from '../constants';

// Spec section 5: keyword required, at least 3 characters, trimmed; the message is empty.
export const searchSchema = z.object({
  keyword: z.string({ error: '' }).trim().min(MIN_LENGTH.searchKeyword, ''),
  category: z.string().optional(),
});
export type SearchInput = z.input<typeof searchSchema>;
/** What the API works with once the input passed the schema (keyword trimmed). */
export type SearchQuery = z.output<typeof searchSchema>;
