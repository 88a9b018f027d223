// Errors a service may throw on purpose. The error handler (plugins/errors.ts) answers them with their status
// and message; anything else is a 500 with a generic message.

export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

/** A DomainError naming the one field at fault with `message`. */
export const fieldError = (status: number, field: string, message: string) =>
  new DomainError(status, message, { [field]: [message] });

/** `row`, or a 404 with `message` when there is none. */
export function found<T>(row: T, message: string): NonNullable<T> {
  if (!row) throw new NotFoundError(message);
  return row;
}
