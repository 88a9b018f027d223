import { z } from 'zod/mini';
import { DEFAULT_PER_PAGE, MAX_PAGE, MAX_PER_PAGE } from '../constants';

// The envelopes of DESIGN.md "API conventions". Written with `zod/mini` (decision 019): every page's first
// request loads these with its answer's schema, and mini's functions keep out of that chunk what it does not
// use.

/** A whole number in an answer (ids, counts, quantities). */
export const wholeNumber = () => z.number().check(z.int());

export const paginationMetaSchema = z.object({
  current_page: wholeNumber(),
  per_page: wholeNumber(),
  total: wholeNumber(),
  last_page: wholeNumber(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The answer of a call that only reports what it did ("Logout Successfully", "a new code is on its way"). */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

export function dataEnvelope<T extends z.core.$ZodType>(data: T) {
  return z.object({ data, message: z.optional(z.string()) });
}

export function pageEnvelope<T extends z.core.$ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMetaSchema });
}

export type DataEnvelope<T> = { data: T; message?: string };
export type Page<T> = { data: T[]; meta: PaginationMeta };

/** A whole number from a query string's text, `name` in its messages. */
const pageNumber = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .check(z.int(`${name} must be a whole number`), z.minimum(1, `${name} must be at least 1`));

/** `?page=` and `?per_page=`: missing means the defaults; anything else but a whole number in range is a 422. */
export const pageQuerySchema = z.object({
  page: z._default(pageNumber('page').check(z.maximum(MAX_PAGE, `page may be at most ${MAX_PAGE}`)), 1),
  per_page: z._default(
    pageNumber('per_page').check(z.maximum(MAX_PER_PAGE, `per_page may be at most ${MAX_PER_PAGE}`)),
    DEFAULT_PER_PAGE,
  ),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Answers about the server, not the request: a failure (500), and the database away or too slow (503). */
export const SERVER_MESSAGES = {
  error: 'Server error',
  unavailable: 'The shop is briefly unavailable. Please try again in a moment.',
} as const;
