// How the mock answers, in the API's envelopes (docs/api.md "Errors"): 400 malformed JSON, 401, 404, 422 with
// field errors keyed by the schema path and the shared schemas' messages.
import { HttpResponse } from 'msw';
import type { ErrorBody } from '@oko/shared/schemas/api';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';

const INVALID = 'The given data was invalid.';

export function json(body: unknown, status = 200, headers?: Record<string, string>) {
  return HttpResponse.json(body as Record<string, unknown>, { status, headers });
}

export function error(status: number, message: string, errors?: Record<string, string[]>) {
  const body: ErrorBody = errors ? { message, errors } : { message };
  return json(body, status);
}

/** A 422 naming one field, as the API's services answer a rule the schema cannot check. */
export function fieldError(status: number, field: string, message: string) {
  return error(status, message, { [field]: [message] });
}

export function invalid(errors: Record<string, string[]>) {
  const first = Object.values(errors)[0]?.[0];
  return error(422, first || INVALID, errors);
}

export type Checked<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Checks a value with a shared schema; a failure is the API's 422 (`context` names a whole-object problem). */
export function check<S extends $ZodType>(
  schema: S,
  value: unknown,
  context: 'body' | 'querystring' | 'params',
): Checked<output<S>> {
  // Core's safeParse: shared schemas are written with `zod` or `zod/mini` (decision 019).
  const parsed = safeParse(schema, value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || context;
    // The spec's search keyword message is empty, and stays so under its field (the API's `message` says more).
    (errors[field] ??= []).push(issue.message ?? INVALID);
  }
  return { ok: false, response: invalid(errors) };
}

/** The JSON body, or the API's 400 for a body that is not JSON. No body reads as undefined. */
export async function readBody(request: Request): Promise<Checked<unknown>> {
  const text = await request.text();
  if (text.trim() === '') return { ok: true, data: undefined };
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: error(400, 'Malformed JSON in request body.') };
  }
}

/** `?a=1&b=2` as an object of the last value of each name, as Fastify's query parser gives a schema. */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams.entries());
}

/** The JSON body checked with a shared schema: the API's 400 (not JSON) or 422 otherwise. */
export async function readInput<S extends $ZodType>(
  request: Request,
  schema: S,
): Promise<Checked<output<S>>> {
  const body = await readBody(request);
  return body.ok ? check(schema, body.data, 'body') : body;
}
