import { z } from 'zod';
import { wholeNumberSchema } from './numbers';
import { dataEnvelope } from './api';
import { boundedText } from './text';

// The back office's local names for search (issue 42, decision 038): the terms the owner keeps, and what shoppers
// searched for and did not find. Requests and answers of `/api/v1/admin/search-terms` and
// `/api/v1/admin/search-misses`.

export const SEARCH_TERM_LANGUAGES = ['yoruba', 'igbo', 'hausa', 'pidgin', 'english'] as const;
export type SearchTermLanguage = (typeof SEARCH_TERM_LANGUAGES)[number];
/** The owner's words for each language. */
export const SEARCH_TERM_LANGUAGE_LABELS: Record<SearchTermLanguage, string> = {
  yoruba: 'Yoruba',
  igbo: 'Igbo',
  hausa: 'Hausa',
  pidgin: 'Pidgin',
  english: 'English',
};
/** `same`: another name for the same thing, found both ways; `broader`: a wider word that finds each target. */
export const SEARCH_TERM_KINDS = ['same', 'broader'] as const;
export type SearchTermKind = (typeof SEARCH_TERM_KINDS)[number];

export const SEARCH_TERM_MESSAGES = {
  termRequired: 'The name is required.',
  termLetters: 'The name needs at least 2 letters.',
  termWords: 'A name may have at most 4 words.',
  language: `The language must be one of ${SEARCH_TERM_LANGUAGES.join(', ')}.`,
  kind: `The kind must be one of ${SEARCH_TERM_KINDS.join(', ')}.`,
  oneTarget: 'Choose a product or a category, not both.',
  sourceUrl: 'The source must be a web address starting with http:// or https://.',
  unknownProduct: 'The selected product is invalid.',
  unknownCategory: 'The selected category is invalid.',
  taken: 'This name already points at that product or category.',
  notFound: 'Name not found',
} as const;

/** The most words a name may have: the search compares the keyword's phrases of up to 4 words. */
export const MAX_TERM_WORDS = 4;

/** Letters the search compares (unaccented later, by the database): at least 2 in the term. */
const LETTERS = /\p{L}/gu;

const term = boundedText('name', 100, z.string({ error: SEARCH_TERM_MESSAGES.termRequired }).trim())
  .refine((value) => value.length > 0, SEARCH_TERM_MESSAGES.termRequired)
  .refine(
    (value) => value.length === 0 || (value.match(LETTERS)?.length ?? 0) >= 2,
    SEARCH_TERM_MESSAGES.termLetters,
  )
  // The search compares phrases of up to 4 words (decision 038): a longer name would never be found.
  .refine(
    (value) => (value.match(/[\p{L}\p{M}]+/gu)?.length ?? 0) <= MAX_TERM_WORDS,
    SEARCH_TERM_MESSAGES.termWords,
  );
const language = z.enum(SEARCH_TERM_LANGUAGES, { error: SEARCH_TERM_MESSAGES.language });
const kind = z.enum(SEARCH_TERM_KINDS, { error: SEARCH_TERM_MESSAGES.kind });
const id = (message: string) => wholeNumberSchema(1, 2_147_483_647, message);
const sourceUrl = boundedText(
  'source',
  500,
  z.string({ error: SEARCH_TERM_MESSAGES.sourceUrl }).trim(),
).refine((value) => /^https?:\/\/[^\s]+$/i.test(value), SEARCH_TERM_MESSAGES.sourceUrl);

const fields = {
  term,
  language,
  kind,
  product_id: id(SEARCH_TERM_MESSAGES.unknownProduct).nullable().optional(),
  category_id: id(SEARCH_TERM_MESSAGES.unknownCategory).nullable().optional(),
  source_url: sourceUrl,
};

/** `POST /admin/search-terms`: a term points at exactly one product or category. */
export const createSearchTermSchema = z.object(fields).superRefine((value, ctx) => {
  const targets = [value.product_id, value.category_id].filter((target) => target != null).length;
  if (targets !== 1)
    ctx.addIssue({ code: 'custom', path: ['product_id'], message: SEARCH_TERM_MESSAGES.oneTarget });
});
export type CreateSearchTermInput = z.input<typeof createSearchTermSchema>;

/** `PUT /admin/search-terms/{id}`: the whole term again, as the form sends it. */
export const updateSearchTermSchema = createSearchTermSchema;

export const searchTermSchema = z.object({
  id: z.number().int(),
  term: z.string(),
  language: language,
  kind: kind,
  product: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  source_url: z.string(),
});
export type SearchTerm = z.infer<typeof searchTermSchema>;

/** One keyword shoppers searched for and found nothing, with how often in the last 30 days (Lagos days). */
export const searchMissSchema = z.object({
  keyword: z.string(),
  searches: z.number().int(),
  last_searched_on: z.string(),
});
export type SearchMiss = z.infer<typeof searchMissSchema>;

export const searchTermsAnswerSchema = dataEnvelope(z.array(searchTermSchema));
export const searchTermAnswerSchema = dataEnvelope(searchTermSchema);
export const searchMissesAnswerSchema = dataEnvelope(z.array(searchMissSchema));
