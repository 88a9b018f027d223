// Spec section 9: the date display, the date-only helper and the relative time text. Every time is the shop's,
// Lagos time (WAT, UTC+01:00 all year), whatever the phone's time zone (issue 43 item 9).

type DateInput = Date | string | number;

const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** The Lagos wall clock of an instant, read with the `getUTC…` methods. */
const lagosClock = (input: DateInput) => new Date(new Date(input).getTime() + LAGOS_OFFSET_MS);

/** True when the phone's clock is not Lagos's at that moment (a shopper abroad, a phone set to another zone). */
export const phoneIsElsewhere = (at: DateInput = Date.now()) => new Date(at).getTimezoneOffset() !== -60;

/**
 * A time as shown, with " (Lagos time)" when the phone is elsewhere, so a shopper abroad does not read it as
 * theirs (issue 43 item 9). The server renders no page with a time on it, so only the browser asks.
 */
export const withLagosNote = (text: string, at: DateInput = Date.now()) =>
  phoneIsElsewhere(at) ? `${text} (Lagos time)` : text;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  switch (day % 10) {
    case 1:
      return `${day}st`;
    case 2:
      return `${day}nd`;
    case 3:
      return `${day}rd`;
    default:
      return `${day}th`;
  }
}

/** "5th Jan 2026 - 3:07 pm" in Lagos time (midnight is "12:00 am"), noted when the phone is elsewhere. */
export function formatDateTime(input: DateInput): string {
  const date = lagosClock(input);
  const hours = date.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  const meridiem = hours < 12 ? 'am' : 'pm';
  return withLagosNote(
    `${ordinal(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} - ${hour12}:${minutes} ${meridiem}`,
    input,
  );
}

/** "2026-01-05": the ISO year-month-day of the Lagos calendar date. */
export function formatDateOnly(input: DateInput): string {
  return lagosClock(input).toISOString().slice(0, 10);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * "5 min ago". Units are the spec's words (sec, min, hour, day, week, month, year) as written: weeks below 4,
 * months below 12, years otherwise.
 */
export function formatRelativeTime(input: DateInput, now: DateInput = Date.now()): string {
  const elapsed = Math.max(0, new Date(now).getTime() - new Date(input).getTime());
  if (elapsed < MINUTE) return `${Math.floor(elapsed / SECOND)} sec ago`;
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} hour ago`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)} day ago`;
  const weeks = Math.floor(elapsed / WEEK);
  if (weeks < 4) return `${weeks} week ago`;
  // 28 or 29 days are 4 weeks but not yet 30 days: that is already "1 month".
  const months = Math.max(1, Math.floor(elapsed / MONTH));
  if (months < 12) return `${months} month ago`;
  return `${Math.max(1, Math.floor(elapsed / YEAR))} year ago`;
}
