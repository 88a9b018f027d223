// Pick-up points and pages (decision 018), as callers see them: the owner's calls (guest 401, shopper 403,
// staff 403, owner allowed; bad input 422) and the public ones the checkout and the storefront's pages read.
import type { UserRole } from '@oko/shared/schemas/auth-answers';
import { CONTENT_MESSAGES, MAX_PAGE_BODY } from '@oko/shared/schemas/content';
import type { HTTPMethods } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema';
import { useOrdersTestbed } from '../testing/orders';
import { expectBackOfficeGuard } from '../testing/back-office';
import { signUpShopper } from '../testing/shoppers';

const bed = useOrdersTestbed();
const tokens = {} as Record<UserRole, string>;
let pickupChannelId: number;
let doorChannelId: number;

type Point = {
  id: number;
  name: string;
  address: string;
  opening_hours: string;
  delivery_channel_id: number;
};

beforeAll(async () => {
  for (const role of ['shopper', 'staff', 'owner'] as const) {
    const account = await signUpShopper(bed);
    await bed.database.db.update(users).set({ role }).where(eq(users.id, account.userId));
    tokens[role] = account.token;
  }
  const channels = (await bed.call('GET', '/admin/delivery-channels', tokens.owner)).json() as {
    data: { id: number; name: string }[];
  };
  pickupChannelId = channels.data.find((channel) => channel.name.startsWith('Pick-up'))!.id;
  doorChannelId = channels.data.find((channel) => !channel.name.startsWith('Pick-up'))!.id;
});

const publicPoints = async () => ((await bed.call('GET', '/pickup-points')).json() as { data: Point[] }).data;

describe('who may call the content calls', () => {
  const calls: [HTTPMethods, string, object | undefined][] = [
    ['GET', '/admin/pickup-points', undefined],
    ['POST', '/admin/pickup-points', {}],
    ['PATCH', '/admin/pickup-points/999999', { active: true }],
    ['DELETE', '/admin/pickup-points/999999', undefined],
    ['GET', '/admin/pages', undefined],
    ['PUT', '/admin/pages/about', { body: 'About us.' }],
  ];

  it.each(calls)('%s %s: guest 401, shopper 403, staff 403, owner allowed', (method, url, body) =>
    expectBackOfficeGuard(bed, tokens, [method, url, body, false]),
  );
});

describe('pick-up points', () => {
  it('the demo shop has its Ikeja hub, tied to the pick-up channel', async () => {
    expect(await publicPoints()).toEqual([
      {
        id: expect.any(Number),
        name: 'Ikeja hub',
        address: '14 Oba Akran Avenue, Ikeja, Lagos',
        opening_hours: 'Monday to Saturday, 10:00 to 18:00',
        delivery_channel_id: pickupChannelId,
        delivery_channel_name: 'Pick-up at our Ikeja hub',
      },
    ]);
  });

  it('the owner adds, edits, hides and removes a point; the checkout lists only what is active', async () => {
    const created = await bed.call('POST', '/admin/pickup-points', tokens.owner, {
      name: '  Yaba market stall ',
      address: 'Stall 12, Yaba Market, Lagos',
      opening_hours: 'Tuesday and Friday, 8:00 to 14:00',
      delivery_channel_id: pickupChannelId,
    });
    expect(created.statusCode).toBe(201);
    const point = (created.json() as { data: Point & { active: boolean } }).data;
    expect(point).toMatchObject({ name: 'Yaba market stall', active: true });
    expect((await publicPoints()).map((p) => p.name)).toEqual(['Ikeja hub', 'Yaba market stall']);

    const edited = await bed.call('PATCH', `/admin/pickup-points/${point.id}`, tokens.owner, {
      opening_hours: 'Friday, 8:00 to 14:00',
    });
    expect(edited.statusCode).toBe(200);
    expect((await publicPoints()).find((p) => p.id === point.id)?.opening_hours).toBe(
      'Friday, 8:00 to 14:00',
    );

    await bed.call('PATCH', `/admin/pickup-points/${point.id}`, tokens.owner, { active: false });
    expect((await publicPoints()).map((p) => p.name)).toEqual(['Ikeja hub']);
    const listed = (await bed.call('GET', '/admin/pickup-points', tokens.owner)).json() as { data: Point[] };
    expect(listed.data.map((p) => p.name)).toContain('Yaba market stall');

    const removed = await bed.call('DELETE', `/admin/pickup-points/${point.id}`, tokens.owner);
    expect(removed.statusCode).toBe(200);
    const [entry] = await bed.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, point.id))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'pickup_point.delete', entity: 'pickup_point' });
    const again = await bed.call('DELETE', `/admin/pickup-points/${point.id}`, tokens.owner);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: CONTENT_MESSAGES.pickupPointNotFound });
  });

  it('a point whose channel is not offered is not listed at the checkout', async () => {
    await bed.call('PATCH', `/admin/delivery-channels/${pickupChannelId}`, tokens.owner, { active: false });
    try {
      expect(await publicPoints()).toEqual([]);
    } finally {
      await bed.call('PATCH', `/admin/delivery-channels/${pickupChannelId}`, tokens.owner, { active: true });
    }
    expect(await publicPoints()).toHaveLength(1);
  });

  it('refuses bad input with 422 and field errors', async () => {
    const empty = await bed.call('POST', '/admin/pickup-points', tokens.owner, {
      name: '   ',
      address: '',
      opening_hours: 'x'.repeat(256),
      delivery_channel_id: doorChannelId,
    });
    expect(empty.statusCode).toBe(422);
    expect((empty.json() as { errors: Record<string, string[]> }).errors).toEqual({
      name: [CONTENT_MESSAGES.nameRequired],
      address: [CONTENT_MESSAGES.addressRequired],
      opening_hours: ['The opening hours may not be greater than 255 characters.'],
    });

    const channel = await bed.call('POST', '/admin/pickup-points', tokens.owner, {
      name: 'Nowhere',
      address: 'Somewhere',
      opening_hours: 'Never',
      delivery_channel_id: 999999,
    });
    expect(channel.statusCode).toBe(422);
    expect(channel.json()).toMatchObject({
      errors: { delivery_channel_id: [CONTENT_MESSAGES.unknownChannel] },
    });

    const taken = await bed.call('POST', '/admin/pickup-points', tokens.owner, {
      name: 'Ikeja hub',
      address: 'Elsewhere',
      opening_hours: 'Always',
      delivery_channel_id: pickupChannelId,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ errors: { name: [CONTENT_MESSAGES.nameTaken] } });

    const nothing = await bed.call('PATCH', '/admin/pickup-points/1', tokens.owner, {});
    expect(nothing.statusCode).toBe(422);
  });
});

describe('pages', () => {
  it('a fresh shop publishes real About, Privacy and Terms texts with its own details', async () => {
    const privacy = await bed.call('GET', '/pages/privacy');
    expect(privacy.statusCode).toBe(200);
    const { data } = privacy.json() as { data: { title: string; body: string } };
    expect(data.title).toBe('Privacy Policy');
    expect(data.body).toContain('Nigeria Data Protection Act 2023');
    expect(data.body).toContain('Nigeria Data Protection Commission');
    expect(data.body).toContain('Paystack');
    expect(data.body).toContain('hello@okofarm.ng');
    expect(data.body).not.toContain('{{');

    const terms = (await bed.call('GET', '/pages/terms')).json() as { data: { title: string; body: string } };
    expect(terms.data.title).toBe('Terms & Conditions');
    expect(terms.data.body).toMatch(/naira/);
    expect(terms.data.body).toMatch(/refund/i);

    const unknown = await bed.call('GET', '/pages/secret');
    expect(unknown.statusCode).toBe(422);
  });

  it('the owner edits a page: shoppers read the new text, the owner the raw one', async () => {
    const saved = await bed.call('PUT', '/admin/pages/terms', tokens.owner, {
      body: '## Orders\n\nWrite to {{site_email}}.',
    });
    expect(saved.statusCode).toBe(200);
    const shown = (await bed.call('GET', '/pages/terms')).json() as { data: { body: string } };
    expect(shown.data.body).toBe('## Orders\n\nWrite to hello@okofarm.ng.');
    const listed = (await bed.call('GET', '/admin/pages', tokens.owner)).json() as {
      data: { slug: string; body: string }[];
    };
    expect(listed.data.map((page) => page.slug)).toEqual(['about', 'privacy', 'terms']);
    expect(listed.data.find((page) => page.slug === 'terms')?.body).toBe(
      '## Orders\n\nWrite to {{site_email}}.',
    );
  });

  it('refuses an empty or too long text with 422, and an unknown page', async () => {
    const empty = await bed.call('PUT', '/admin/pages/about', tokens.owner, { body: ' \n ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { body: [CONTENT_MESSAGES.bodyRequired] } });

    const long = await bed.call('PUT', '/admin/pages/about', tokens.owner, {
      body: 'a'.repeat(MAX_PAGE_BODY + 1),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({
      errors: { body: [`The text may not be greater than ${MAX_PAGE_BODY} characters.`] },
    });

    const unknown = await bed.call('PUT', '/admin/pages/secret', tokens.owner, { body: 'Hi' });
    expect(unknown.statusCode).toBe(422);
  });
});
