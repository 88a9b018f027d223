import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../constants';

// The envelopes of DESIGN.md "API conventions".

export const paginationMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The answer of a call that only reports what it did ("Logout Successfully", "a new code is on its way"). */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

export function pageEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMetaSchema });
}

export type DataEnvelope<T> = { data: T; message?: string };
export type Page<T> = { data: T[]; meta: PaginationMeta };

/** `?page=` and `?per_page=`: missing means the defaults; anything else but a whole number in range is a 422. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
  per_page: z.coerce
    .number({ error: 'per_page must be a whole number' })
    .int('per_page must be a whole number')
    .min(1, 'per_page must be at least 1')
    .max(MAX_PER_PAGE, `per_page may be at most ${MAX_PER_PAGE}`)
    .default(DEFAULT_PER_PAGE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Answers about the server, not the request: a failure (500), and the database away or too slow (503). */
export const SERVER_MESSAGES = {
  error: 'Server error',
  unavailable: 'The shop is briefly unavailable. Please try again in a moment.',
} as const;
