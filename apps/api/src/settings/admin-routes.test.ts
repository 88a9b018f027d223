// The back office's shop settings (settings/admin-routes.ts).
// On PGlite, and on PostgreSQL with DATABASE_URL.
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { errorBodySchema } from '@oko/shared/schemas/api';
import { describe, expect, it } from 'vitest';
import { line } from '../testing/orders';
import { useBackOfficeTestbed } from '../testing/back-office';

const office = useBackOfficeTestbed();
const { bed, tokens, lastAudit } = office;

describe('settings', () => {
  it('edits the shop’s settings; the storefront shows them at once', async () => {
    const response = await bed.call('PATCH', '/admin/settings', tokens.owner, {
      site_phone: '+234 803 000 1111',
      bank_details: { bank_name: 'GTBank', account_name: 'Oko Farm Ltd', account_number: '0123456789' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Settings saved.',
      data: {
        site_phone: '+234 803 000 1111',
        bank_details: { bank_name: 'GTBank' },
        free_delivery_threshold: null,
      },
    });
    const shown = await bed.call('GET', '/get-setting');
    expect(shown.json()).toMatchObject({
      data: { site_phone: '+234 803 000 1111', bank_details: { bank_name: 'GTBank' } },
    });
    expect(await lastAudit()).toMatchObject({
      action: 'settings.update',
      after: { site_phone: '+234 803 000 1111', bank_details: { account_number: '0123456789' } },
    });
    for (const [body, field, message] of [
      [
        { bank_details: { bank_name: 'GTBank', account_name: 'Oko', account_number: '12345' } },
        'bank_details.account_number',
        ADMIN_MESSAGES.accountNumber,
      ],
      [{ site_email: 'not-mail' }, 'site_email', 'Invalid email address'],
      [{ address: ' ' }, 'address', 'The address is required.'],
      [{ free_delivery_threshold: '10.001' }, 'free_delivery_threshold', ADMIN_MESSAGES.amountDecimals],
    ] as const) {
      const refused = await bed.call('PATCH', '/admin/settings', tokens.owner, body);
      expect(refused.statusCode).toBe(422);
      expect(errorBodySchema.parse(refused.json()).errors?.[field]).toEqual([message]);
    }
  });

  it('a free-delivery threshold: orders over it pay no delivery fee; off again, they pay', async () => {
    const { yam } = bed.units;
    const channels = (await bed.call('GET', '/delivery-channel')).json() as {
      data: { id: number; fee: string }[];
    };
    const paid = channels.data.find((channel) => Number(channel.fee) > 0)!;
    const orderOf = async (quantity: number) => {
      await bed.setStock(yam.unitId, 100);
      const response = await office.sendOrder({ channelId: paid.id, lines: [line(yam, quantity)] });
      expect(response.statusCode).toBe(201);
      return (response.json() as { data: { subtotal: string; delivery_fee: string; total: string } }).data;
    };
    const one = await orderOf(1);
    const set = await bed.call('PATCH', '/admin/settings', tokens.owner, {
      free_delivery_threshold: one.subtotal,
    });
    expect(set.json()).toMatchObject({ data: { free_delivery_threshold: one.subtotal } });
    expect((await bed.call('GET', '/get-setting')).json()).toMatchObject({
      data: { free_delivery_threshold: one.subtotal },
    });
    // Exactly the threshold is not over it.
    expect((await orderOf(1)).delivery_fee).toBe(paid.fee);
    const two = await orderOf(2);
    expect(two.delivery_fee).toBe('0.00');
    expect(two.total).toBe(two.subtotal);

    await bed.call('PATCH', '/admin/settings', tokens.owner, { free_delivery_threshold: null });
    expect((await bed.call('GET', '/get-setting')).json()).toMatchObject({
      data: { free_delivery_threshold: null },
    });
    expect((await orderOf(2)).delivery_fee).toBe(paid.fee);
  });
});
