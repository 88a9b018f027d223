import { describe, expect, it } from 'vitest';
import { demoDeliveryChannels, demoDeliveryDays } from './geo';
import { demoPickupPoints } from './pickup-points';

const hoursOf = (time: string) => time.replace(/^0/, '');

// Issue 43 item 6: Express said "before noon … next day" while its orders close at 18:00 the day before, and the
// hub said "9:00 to 18:00" against its 10:00–18:00 collection times.
describe('the demo shop says what its schedule does', () => {
  it('each pick-up point names the hours of its channel’s collection times', () => {
    for (const point of demoPickupPoints) {
      const { schedule } = demoDeliveryDays[point.channelName]!;
      const starts = new Set(schedule.map((slot) => hoursOf(slot.startTime)));
      const ends = new Set(schedule.map((slot) => hoursOf(slot.endTime)));
      expect([...starts, ...ends].every((time) => point.openingHours.includes(time))).toBe(true);
      expect(point.openingHours).toBe(`Monday to Saturday, ${[...starts][0]} to ${[...ends][0]}`);
    }
  });

  it('a channel with delivery days says when orders close, as its cut-offs do', () => {
    for (const channel of demoDeliveryChannels) {
      const { schedule } = demoDeliveryDays[channel.name] ?? { schedule: [] };
      // The hour of the day before at which each slot's orders close.
      const closes = new Set(
        schedule.map((slot) => (Number(slot.startTime.slice(0, 2)) - slot.cutoffHours + 24) % 24),
      );
      if (schedule.length === 0 || channel.description.startsWith('Collect')) continue;
      expect(closes.size, channel.name).toBe(1);
      expect(channel.description, channel.name).toContain(`by ${[...closes][0]}:00`);
      expect(channel.description, channel.name).not.toMatch(/\bnoon\b/);
    }
  });
});
