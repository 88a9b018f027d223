import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getErrorMessage, responseErrors } from './api-errors';

/**
 * Puts the API's field errors (a 422's `errors`, DESIGN.md "API conventions") under the form's own fields, the
 * same way its own validation does. Answers the message for the form as a whole when no field of the form is
 * named (a 403, a 429, a network failure).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  let placed = false;
  for (const [field, messages] of Object.entries(responseErrors(error) ?? {})) {
    const message = Array.isArray(messages) ? messages[0] : undefined;
    if (typeof message === 'string' && (fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      placed = true;
    }
  }
  return placed ? null : getErrorMessage(error);
}
