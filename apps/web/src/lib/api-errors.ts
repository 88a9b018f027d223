// What the storefront reads from a failed call (spec section 8), in one place: the api client throws an
// ApiError for every answer with an error status; features, forms and pages read it only through these.

/** An answer with an error status: its status and its body, parsed as JSON when it is JSON. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(readonly response: { status: number; data: unknown }) {
    super(`Request failed with status code ${response.status}`);
  }
}

/** The status of an API error answer; undefined for anything else (a network failure, a bug). */
export const errorStatus = (error: unknown) =>
  error instanceof ApiError ? error.response.status : undefined;

/** True when the API answered that the thing asked for does not exist. */
export const isNotFound = (error: unknown) => errorStatus(error) === 404;

/** The `errors` object of an API error response (a 422's field messages), if there is one. */
export function responseErrors(error: unknown): Record<string, unknown> | undefined {
  const data = error instanceof ApiError ? error.response.data : undefined;
  const errors: unknown = data && typeof data === 'object' && 'errors' in data ? data.errors : undefined;
  return errors && typeof errors === 'object' ? (errors as Record<string, unknown>) : undefined;
}

/**
 * Spec section 8, "Error formatter": lines of "field: messages joined by comma" from the response's errors
 * object, else "An unexpected error occurred."
 */
export function formatErrors(error: unknown): string {
  const errors = responseErrors(error);
  if (!errors) return 'An unexpected error occurred.';
  return Object.entries(errors)
    .map(
      ([field, messages]) => `${field}: ${Array.isArray(messages) ? messages.join(', ') : String(messages)}`,
    )
    .join('\n');
}

/** Spec section 8: the message comes from the response's `message`, else from the error itself. */
export function getErrorMessage(error: unknown): string {
  const data = error instanceof ApiError ? error.response.data : undefined;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return error instanceof Error ? error.message : String(error);
}
