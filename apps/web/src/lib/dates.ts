// Spec section 9: the date display, the date-only helper and the relative time text.

type DateInput = Date | string | number;

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

/** "5th Jan 2026 - 3:07 pm", in the shopper's local time. */
export function formatDateTime(input: DateInput): string {
  const date = new Date(input);
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const meridiem = hours < 12 ? 'am' : 'pm';
  return `${ordinal(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()} - ${hour12}:${minutes} ${meridiem}`;
}

/** "2026-01-05": the ISO year-month-day of the local calendar date. */
export function formatDateOnly(input: DateInput): string {
  const date = new Date(input);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
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
