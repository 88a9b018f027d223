// The shop's clock is Lagos time (WAT, UTC+01:00, no daylight saving), whatever the server's or the phone's time
// zone (decision 026). Arithmetic uses the fixed offset; words for people come from Intl with Africa/Lagos.

export const LAGOS_TIME_ZONE = 'Africa/Lagos';
/** "+01:00" all year: Nigeria keeps no daylight saving. */
export const LAGOS_OFFSET = '+01:00';
const OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Lagos calendar day of an instant, "2026-12-01". */
export const lagosDay = (at: Date) => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The instant of a Lagos day's wall-clock time ("09:00"). */
export const lagosInstant = (day: string, time: string) => new Date(`${day}T${time}:00${LAGOS_OFFSET}`);

/** The instant a Lagos day begins: "2026-03-01" starts at 23:00 UTC the day before. */
export const lagosMidnight = (day: string) => lagosInstant(day, '00:00');

/** The Lagos day `days` after `day`. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** ISO weekday of a Lagos day: 1 Monday … 7 Sunday. */
export const isoWeekday = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
};

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Tue 2 Dec" in Lagos. */
export const formatLagosDay = (at: Date | string) => dayFormat.format(new Date(at)).replace(',', '');

/**
 * "9:00", "18:00" in Lagos (no leading zero); the hour after midnight reads "12:00 am", not "0:00", which
 * shoppers took for a typo (issue 43 item 9).
 */
export const formatLagosTime = (at: Date | string) => {
  const time = timeFormat.format(new Date(at)).replace(/^0(?=\d)/, '');
  return time.startsWith('0:') ? `12${time.slice(1)} am` : time;
};

/** A window as a shopper reads it at a glance: "Tue 2 Dec, 9:00–13:00" (Lagos time). */
export const formatWindow = (window: { starts_at: string; ends_at: string }) =>
  `${formatLagosDay(window.starts_at)}, ${formatLagosTime(window.starts_at)}–${formatLagosTime(window.ends_at)}`;

/** "Tue 2 Dec, 18:00": when orders close. */
export const formatLagosMoment = (at: Date | string) => `${formatLagosDay(at)}, ${formatLagosTime(at)}`;

/** How long is left until `until`: "3 h 20 min", "45 min", "2 days 4 h"; "under a minute" at the end. */
export function timeLeft(until: Date | string, now: Date): string {
  const minutes = Math.floor((new Date(until).getTime() - now.getTime()) / 60_000);
  if (minutes < 1) return 'under a minute';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'}${hours > 0 ? ` ${hours} h` : ''}`;
  if (hours > 0) return `${hours} h${rest > 0 ? ` ${rest} min` : ''}`;
  return `${rest} min`;
}

/** An instant as the API answers it, in Lagos's offset: "2026-12-02T09:00:00+01:00". */
export const lagosIso = (at: Date) =>
  new Date(at.getTime() + OFFSET_MS).toISOString().replace(/\.\d{3}Z$/, LAGOS_OFFSET);

/** "2026-01-05 15:07": a Lagos wall-clock moment as a spreadsheet reads it (the orders' CSV export). */
export const lagosStamp = (at: Date) => lagosIso(at).slice(0, 16).replace('T', ' ');
