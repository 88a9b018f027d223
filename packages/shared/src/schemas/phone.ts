import { z } from 'zod';

// Issue 13: riders call the shopper before delivery. One rule for the profile, the checkout and the API: a
// Nigerian number as people write it (0803 123 4567, +234 803 123 4567, 234-803-123-4567), kept as +234 and the
// 10 digits, so a rider's phone dials it from anywhere.

export const PHONE_MESSAGES = {
  invalid: 'Enter a Nigerian phone number: 11 digits starting with 0 (0803 123 4567), or +234 and 10 digits.',
  /** Where an order's phone would be (back office, packing slip, the shop's mail) when the shopper gave none. */
  none: 'No phone given',
} as const;

/** Order news by phone (issue 41). */
export const NOTIFY_MESSAGES = {
  needsPhone: 'Add a phone number to get order updates by WhatsApp or SMS.',
  notBoolean: 'Choose on or off.',
  /** The checkout's opt-in beside its phone field. */
  checkoutOptIn: 'Send my order updates here by WhatsApp',
} as const;

/** Longer than any way of writing a number; beyond it the value is simply not a phone number. */
const MAX_TYPED_LENGTH = 30;
/** Spaces, dashes, dots and brackets people put between digits. */
const SEPARATORS = /[\s\-.()]/g;
/**
 * 0 and 10 digits, or 234 (with or without +, and a 0 some keep after it) and 10 digits, or the 10 digits alone
 * (803 123 4567, as a shopper who leaves out the 0 writes it: issue 41).
 */
const NIGERIAN_NUMBER = /^(?:0|\+?2340?)?([1-9]\d{9})$/;

const nationalDigits = (typed: string) =>
  typed.length > MAX_TYPED_LENGTH ? null : (NIGERIAN_NUMBER.exec(typed.replace(SEPARATORS, ''))?.[1] ?? null);

/**
 * A phone number the shopper may leave out: empty or null means none (null after parsing); anything else must
 * be a Nigerian number, answered as "+2348031234567".
 */
export const optionalPhoneSchema = z
  .string({ error: PHONE_MESSAGES.invalid })
  .trim()
  .refine((typed) => typed === '' || nationalDigits(typed) !== null, PHONE_MESSAGES.invalid)
  .transform((typed) => (typed === '' ? null : `+234${nationalDigits(typed)}`))
  .nullable()
  .optional();

/**
 * A number that must be given (the shop's own, in Settings): a Nigerian number, kept as "+234 809 555 0142", the
 * way the pages and mail show it.
 */
export const requiredPhoneSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine((typed) => nationalDigits(typed) !== null, PHONE_MESSAGES.invalid)
    .transform((typed) => formatPhone(`+234${nationalDigits(typed)}`));

/** "+2348031234567" → "+234 803 123 4567": easier to read out and to dial by hand. */
export function formatPhone(phone: string): string {
  const match = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `+234 ${match[1]} ${match[2]} ${match[3]}` : phone;
}

/**
 * "+2348031234567" → "0803 123 4567": the number as it is dialled within Nigeria. A spreadsheet keeps it as text
 * (a leading + would read as a formula, bare digits as a number losing its 0).
 */
export function localPhone(phone: string): string {
  const match = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : phone;
}
