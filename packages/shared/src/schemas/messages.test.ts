import { describe, expect, it } from 'vitest';
import { type OrderMessage, describeMessage } from './messages';
import { formatLagosTime } from '../lagos-time';

const at = '2026-11-28T09:42:00.000Z';

describe('describeMessage', () => {
  it('names the channel, the state and its time in Lagos', () => {
    const read: OrderMessage = { channel: 'whatsapp', kind: 'out_for_delivery', state: 'read', at };
    expect(describeMessage(read, [read], formatLagosTime)).toBe(`WhatsApp · read ${formatLagosTime(at)}`);
    expect(formatLagosTime(at)).toMatch(/^10:42/);
  });

  it('says why a message failed and which channel took the news on', () => {
    const sms: OrderMessage = {
      channel: 'sms',
      kind: 'delivered',
      state: 'failed',
      error: 'number on DND',
      at,
    };
    const email: OrderMessage = { channel: 'email', kind: 'delivered', state: 'sent', at };
    expect(describeMessage(sms, [sms, email], formatLagosTime)).toBe(
      'SMS · failed: number on DND · sent by e-mail instead',
    );
    expect(describeMessage(sms, [sms], formatLagosTime)).toBe('SMS · failed: number on DND');
  });
});
