import { z } from 'zod';

// Whole numbers a request sends, each with one message for every way it can be wrong.

/** An id a form or a query string names (a number or its text): a whole number above 0, else `message`. */
export const idSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message);

/** A whole number from `min` to `max` (a count, a weekday, hours), else `message`. */
export const wholeNumberSchema = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
