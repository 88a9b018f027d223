import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatLagosMoment,
  formatLagosTime,
  formatWindow,
  isoWeekday,
  lagosDay,
  lagosInstant,
  lagosIso,
  lagosStamp,
  timeLeft,
} from './lagos-time';

describe('Lagos time', () => {
  it('answers Lagos days and instants whatever the machine’s time zone', () => {
    // 23:30 UTC on 1 December is already 2 December in Lagos.
    expect(lagosDay(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-02');
    expect(lagosInstant('2026-12-02', '09:00').toISOString()).toBe('2026-12-02T08:00:00.000Z');
    expect(lagosIso(new Date('2026-12-02T08:00:00Z'))).toBe('2026-12-02T09:00:00+01:00');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isoWeekday('2026-12-06')).toBe(7);
    expect(isoWeekday('2026-12-07')).toBe(1);
  });

  it('words a window as a shopper reads it, and the time left to order', () => {
    expect(
      formatWindow({ starts_at: '2025-12-02T09:00:00+01:00', ends_at: '2025-12-02T13:00:00+01:00' }),
    ).toBe('Tue 2 Dec, 9:00–13:00');
    const now = new Date('2026-12-01T14:40:00+01:00');
    expect(timeLeft('2026-12-01T18:00:00+01:00', now)).toBe('3 h 20 min');
    expect(timeLeft('2026-12-01T15:25:00+01:00', now)).toBe('45 min');
    expect(timeLeft('2026-12-03T18:00:00+01:00', now)).toBe('2 days 3 h');
    expect(timeLeft('2026-12-01T14:40:30+01:00', now)).toBe('under a minute');
  });

  // Issue 43 item 9: "0:00" read as a typo; the CSV's moment is Lagos's, not UTC's.
  it('says midnight as 12:00 am, and stamps the export in Lagos time', () => {
    expect(formatLagosTime('2026-12-01T23:00:00Z')).toBe('12:00 am');
    expect(formatLagosTime('2026-12-01T23:45:00Z')).toBe('12:45 am');
    expect(formatLagosTime('2026-12-02T00:00:00Z')).toBe('1:00');
    expect(formatLagosTime('2026-12-02T11:00:00Z')).toBe('12:00');
    expect(formatLagosMoment('2026-12-01T23:00:00Z')).toBe('Wed 2 Dec, 12:00 am');
    expect(lagosStamp(new Date('2026-01-05T23:07:00Z'))).toBe('2026-01-06 00:07');
  });
});
