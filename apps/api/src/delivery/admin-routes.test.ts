// The back office's delivery channels (delivery/admin-routes.ts).
// On PGlite, and on PostgreSQL with DATABASE_URL.
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { describe, expect, it } from 'vitest';
import { useBackOfficeTestbed } from '../testing/back-office';

const office = useBackOfficeTestbed();
const { bed, tokens } = office;

describe('delivery channels', () => {
  it('adds, edits and hides a delivery channel; the checkout offers only active ones', async () => {
    const created = await bed.call('POST', '/admin/delivery-channels', tokens.owner, {
      name: 'Farm gate pick-up',
      fee: '0',
    });
    expect(created.statusCode).toBe(201);
    const channel = (created.json() as { data: { id: number } }).data;
    expect(created.json()).toMatchObject({
      message: 'Delivery channel added.',
      data: { name: 'Farm gate pick-up', description: '', fee: '0.00', active: true },
    });
    const offered = async () =>
      ((await bed.call('GET', '/delivery-channel')).json() as { data: { id: number; fee: string }[] }).data;
    expect((await offered()).at(-1)).toMatchObject({ id: channel.id, fee: '0.00' });

    const edited = await bed.call('PATCH', `/admin/delivery-channels/${channel.id}`, tokens.owner, {
      fee: 250.5,
      description: 'Open 8:00 - 17:00',
    });
    expect(edited.json()).toMatchObject({ data: { fee: '250.50', description: 'Open 8:00 - 17:00' } });
    expect((await offered()).find((entry) => entry.id === channel.id)?.fee).toBe('250.50');

    await bed.call('PATCH', `/admin/delivery-channels/${channel.id}`, tokens.owner, { active: false });
    expect((await offered()).map((entry) => entry.id)).not.toContain(channel.id);
    const listed = await bed.call('GET', '/admin/delivery-channels', tokens.owner);
    expect((listed.json() as { data: { id: number; active: boolean }[] }).data).toContainEqual(
      expect.objectContaining({ id: channel.id, active: false }),
    );
    const order = await office.sendOrder({ channelId: channel.id });
    expect(order.statusCode).toBe(422);
    expect(order.json()).toMatchObject({
      errors: { delivery_channel_id: ['The selected delivery channel is invalid.'] },
    });

    const taken = await bed.call('POST', '/admin/delivery-channels', tokens.owner, {
      name: 'Farm gate pick-up',
      fee: 1,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ errors: { name: [ADMIN_MESSAGES.channelNameTaken] } });
    const negative = await bed.call('POST', '/admin/delivery-channels', tokens.owner, {
      name: 'Bike',
      fee: -1,
    });
    expect(negative.json()).toMatchObject({ errors: { fee: [ADMIN_MESSAGES.amountNegative] } });
    const missing = await bed.call('PATCH', '/admin/delivery-channels/999999', tokens.owner, {
      active: true,
    });
    expect(missing.statusCode).toBe(404);
  });
});
