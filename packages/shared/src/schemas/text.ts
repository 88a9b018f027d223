import type { z } from 'zod';
import { maxLength, regex } from 'zod/mini';

// Issue 11: every free-text field a shopper sends has a maximum (one request must never hold the database) and
// refuses control characters (NUL cannot be stored in PostgreSQL text; none of them is typed by a person).

/** No C0 control character nor DEL; tab and newline neither, as every field is a one-line input. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const PLAIN_TEXT = /^[^\u0000-\u001f\u007f]*$/;

export const TEXT_MESSAGES = {
  tooLong: (label: string, max: number) => `The ${label} may not be greater than ${max} characters.`,
  controlCharacters: (label: string) => `The ${label} may not contain control characters.`,
  tooMany: (label: string, max: number) => `The ${label} may not have more than ${max} items.`,
} as const;

/**
 * The checks every free-text field ends with: at most `max` characters (`tooLong`, or the default message naming
 * `label`) and no control characters. Plain zod checks, so a schema written with `zod` (`.check(...)`) and one
 * written with `zod/mini` (what a page's first request loads, decision 019) share them.
 */
export function textBounds(label: string, max: number, tooLong = TEXT_MESSAGES.tooLong(label, max)) {
  return [maxLength(max, tooLong), regex(PLAIN_TEXT, TEXT_MESSAGES.controlCharacters(label))] as const;
}

/**
 * `base` (a `zod` string schema with the field's own rules: trim, minimum, messages) bounded to `max` characters and
 * refusing control characters, `label` naming the field in both messages. `tooLong` replaces the length message
 * where the field already has one for a bad value (an e-mail address is simply invalid).
 */
export function boundedText(
  label: string,
  max: number,
  base: z.ZodString,
  tooLong = TEXT_MESSAGES.tooLong(label, max),
): z.ZodString {
  return base.check(...textBounds(label, max, tooLong));
}
