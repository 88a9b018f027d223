import { afterEach, describe, expect, it } from 'vitest';
import { formatDateOnly, formatDateTime, formatRelativeTime } from './dates';

describe('formatDateTime', () => {
  it('shows day with ordinal, short month, year, a dash and the time with am or pm', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 15, 7))).toBe('5th Jan 2026 - 3:07 pm');
  });

  it('uses st, nd, rd and th, with th for 11 to 13', () => {
    const day = (d: number) => formatDateTime(new Date(2026, 2, d, 9, 0)).split(' ')[0];
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(day)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
    ]);
  });

  it('shows midnight as 12 am and noon as 12 pm', () => {
    expect(formatDateTime(new Date(2026, 11, 25, 0, 30))).toBe('25th Dec 2026 - 12:30 am');
    expect(formatDateTime(new Date(2026, 11, 25, 12, 0))).toBe('25th Dec 2026 - 12:00 pm');
  });
});

// Issue 43 item 9: an order placed at 5:55 in Lagos read "Placed 4:55 am" on a phone set to London.
describe('on a phone in another time zone', () => {
  const phoneZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = phoneZone;
  });

  it('still shows Lagos time, and says so', () => {
    process.env.TZ = 'Europe/London';
    expect(formatDateTime('2026-01-05T04:55:00Z')).toBe('5th Jan 2026 - 5:55 am (Lagos time)');
    process.env.TZ = 'America/New_York';
    // 23:30 UTC on 5 January is already the 6th in Lagos, still the 5th in New York.
    expect(formatDateTime('2026-01-05T23:30:00Z')).toBe('6th Jan 2026 - 12:30 am (Lagos time)');
    expect(formatDateOnly('2026-01-05T23:30:00Z')).toBe('2026-01-06');
  });

  it('adds no note on a phone in Lagos', () => {
    process.env.TZ = 'Africa/Lagos';
    expect(formatDateTime('2026-01-05T04:55:00Z')).toBe('5th Jan 2026 - 5:55 am');
  });
});

describe('formatDateOnly', () => {
  it('gives the ISO year-month-day', () => {
    expect(formatDateOnly(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date(2026, 5, 30, 12, 0, 0);
  const ago = (ms: number) => formatRelativeTime(now.getTime() - ms, now);
  const sec = 1000;
  const min = 60 * sec;
  const hour = 60 * min;
  const day = 24 * hour;

  it('counts seconds, minutes, hours and days', () => {
    expect(ago(42 * sec)).toBe('42 sec ago');
    expect(ago(5 * min)).toBe('5 min ago');
    expect(ago(3 * hour)).toBe('3 hour ago');
    expect(ago(2 * day)).toBe('2 day ago');
  });

  it('counts weeks below 4', () => {
    expect(ago(7 * day)).toBe('1 week ago');
    expect(ago(27 * day)).toBe('3 week ago');
  });

  it('counts months below 12', () => {
    expect(ago(28 * day)).toBe('1 month ago');
    expect(ago(60 * day)).toBe('2 month ago');
    expect(ago(359 * day)).toBe('11 month ago');
  });

  it('counts years otherwise', () => {
    expect(ago(360 * day)).toBe('1 year ago');
    expect(ago(800 * day)).toBe('2 year ago');
  });
});
