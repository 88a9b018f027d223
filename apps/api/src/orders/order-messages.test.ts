// Issue 41 against stand-ins of WhatsApp's Cloud API and Termii (local HTTP servers speaking their documented
// shapes): a WhatsApp failure reported after a 200 goes by SMS at once, a status seen twice changes nothing, an SMS
// with no report for 10 minutes (the app's clock moved) goes by e-mail, STOP stops, two instances send once, an
// unsigned webhook is a 401.
import { RIDER_MESSAGES, adminOrderAnswerSchema } from '@oko/shared/schemas/admin-orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, messages, pickupPoints } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import { queueOrderMessage } from './order-messages';
import { useBackOfficeTestbed } from '../testing/back-office';
import {
  type MessagingStandIn,
  STAND_IN_KEYS,
  postWebhook,
  startMessagingStandIn,
  termiiReport,
  whatsappInboundEvent,
  whatsappStatusEvent,
} from '../testing/messaging-stand-in';
import { createTestApp } from '../testing/test-app';
import { type Shopper, line } from '../testing/orders';
import { messageProvidersFor } from '../messages/providers';
import { whatsappCloud } from '../messages/whatsapp';
import { makeJobsDue } from '../testing/database';

// The providers' addresses are the stand-in's, known once it listens (the clients read them when they send).
const whatsappKeys = { ...STAND_IN_KEYS.whatsapp, apiUrl: '' };
const smsKeys = { ...STAND_IN_KEYS.sms, apiUrl: '' };
const providers = messageProvidersFor({ dataDir: '/nonexistent', whatsapp: whatsappKeys, sms: smsKeys });
let clockAhead = 0;
const clock = () => new Date(Date.now() + clockAhead);

const office = useBackOfficeTestbed({ messages: providers, clock });
const { bed, tokens } = office;
let standIn: MessagingStandIn;

beforeAll(async () => {
  standIn = await startMessagingStandIn();
  whatsappKeys.apiUrl = standIn.url;
  smsKeys.apiUrl = standIn.url;
});
afterAll(() => standIn.close());
beforeEach(async () => {
  clockAhead = 0;
  standIn.requests.length = 0;
  standIn.refuseWhatsapp = null;
  await bed.takeMail();
});

let phones = 0;
/** A new shopper with their own phone and the channels given turned on in their profile. */
async function shopperWith(notify: { whatsapp: boolean; sms: boolean }) {
  const shopper = await bed.shopper();
  phones += 1;
  const phone = `0803 000 ${String(phones).padStart(4, '0')}`;
  const saved = await bed.call('PATCH', '/auth/profile', shopper.token, {
    name: 'Ada',
    last_name: 'Obi',
    phone,
    notify,
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().data).toMatchObject({ phone: `+234803000${String(phones).padStart(4, '0')}`, notify });
  return { ...shopper, phone: saved.json().data.phone as string };
}

const rowsOf = (orderId: number) =>
  bed.database.db.select().from(messages).where(eq(messages.orderId, orderId)).orderBy(messages.id);

const order = (shopper: Shopper) => office.placeOrder(bed.units.rice, 1, 'pay_on_delivery', shopper);

async function ownerSees(orderId: number) {
  const response = await bed.call('GET', `/admin/orders/${orderId}`, tokens.owner);
  expect(response.statusCode).toBe(200);
  return adminOrderAnswerSchema.parse(response.json()).data.messages;
}

describe('order news by WhatsApp and SMS', () => {
  it('sends the WhatsApp template; a 131047 failure reported after the 200 goes by SMS within a minute', async () => {
    const shopper = await shopperWith({ whatsapp: true, sms: true });
    const orderId = await order(shopper);
    expect(standIn.requests).toHaveLength(1);
    const [sent] = standIn.requests;
    expect(sent).toMatchObject({
      provider: 'whatsapp',
      path: `/${STAND_IN_KEYS.whatsapp.phoneNumberId}/messages`,
      headers: { authorization: `Bearer ${STAND_IN_KEYS.whatsapp.token}` },
      body: {
        messaging_product: 'whatsapp',
        to: shopper.phone.slice(1),
        type: 'template',
        template: { name: 'oko_order_received', language: { code: 'en' } },
      },
    });
    const [whatsapp] = await rowsOf(orderId);
    expect(whatsapp).toMatchObject({ channel: 'whatsapp', state: 'sent', kind: 'order_received' });

    expect(
      await postWebhook(bed.app, 'whatsapp', whatsappStatusEvent(whatsapp!.providerId!, 'failed', 131047)),
    ).toBe(200);
    // The SMS is due now: the worker, polling every 2 s, sends it within the minute.
    const [due] = await bed.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = 'order-message' and ${jobs.doneAt} is null`);
    expect(due!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    await bed.app.jobs.runDue();
    expect(standIn.requests.map((request) => request.provider)).toEqual(['whatsapp', 'sms']);
    expect(standIn.requests[1]!.body).toMatchObject({
      api_key: STAND_IN_KEYS.sms.apiKey,
      to: shopper.phone.slice(1),
      from: STAND_IN_KEYS.sms.senderId,
      type: 'plain',
      channel: 'dnd',
      sms: expect.stringContaining(`order #${orderId}`),
    });
    expect(await ownerSees(orderId)).toEqual([
      expect.objectContaining({
        channel: 'whatsapp',
        state: 'failed',
        error: 'more than 24 hours since the shopper wrote',
      }),
      expect.objectContaining({ channel: 'email', kind: 'order_received', state: 'sent' }),
      expect.objectContaining({ channel: 'sms', kind: 'order_received', state: 'sent' }),
    ]);
    // The failure reported again changes nothing and sends nothing more.
    await postWebhook(bed.app, 'whatsapp', whatsappStatusEvent(whatsapp!.providerId!, 'failed', 131047));
    await bed.app.jobs.runDue();
    expect(standIn.requests).toHaveLength(2);
  });

  it('the same "delivered" posted twice changes the state once; an older status changes nothing', async () => {
    const shopper = await shopperWith({ whatsapp: true, sms: false });
    const orderId = await order(shopper);
    const [row] = await rowsOf(orderId);
    expect(await postWebhook(bed.app, 'whatsapp', whatsappStatusEvent(row!.providerId!, 'delivered'))).toBe(
      200,
    );
    const [delivered] = await rowsOf(orderId);
    expect(delivered!.state).toBe('delivered');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await postWebhook(bed.app, 'whatsapp', whatsappStatusEvent(row!.providerId!, 'delivered'))).toBe(
      200,
    );
    expect(await postWebhook(bed.app, 'whatsapp', whatsappStatusEvent(row!.providerId!, 'sent'))).toBe(200);
    const [again] = await rowsOf(orderId);
    expect(again).toEqual(delivered);
    expect(await postWebhook(bed.app, 'whatsapp', whatsappStatusEvent(row!.providerId!, 'read'))).toBe(200);
    expect((await rowsOf(orderId))[0]!.state).toBe('read');
  });

  it('an SMS with no delivery report for 10 minutes goes by e-mail; the status e-mail is not sent twice', async () => {
    const shopper = await shopperWith({ whatsapp: false, sms: true });
    const orderId = await order(shopper);
    await bed.takeMail();
    for (const status of ['confirmed', 'processing', 'out_for_delivery']) {
      expect((await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.owner, { status })).statusCode).toBe(
        200,
      );
    }
    // Out for delivery went by SMS, not as the status e-mail.
    expect((await bed.takeMail()).map((mail) => mail.subject)).toEqual([
      `Oko Farm: order #${orderId} is confirmed`,
    ]);
    const news = (await rowsOf(orderId)).find((row) => row.kind === 'out_for_delivery');
    expect(news).toMatchObject({ channel: 'sms', state: 'sent' });
    const dueChecks = () => makeJobsDue(bed.database.db, 'message-check');

    // Five minutes on: still waiting for its report.
    clockAhead = 5 * 60_000;
    await dueChecks();
    expect(await bed.takeMail()).toEqual([]);

    clockAhead = 11 * 60_000;
    await dueChecks();
    const mails = await bed.takeMail();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Oko Farm: order #${orderId}`);
    expect(mails[0]!.text).toContain('Your order is on its way');
    expect((await ownerSees(orderId))!.filter((message) => message.kind === 'out_for_delivery')).toEqual([
      expect.objectContaining({ channel: 'sms', state: 'sent' }),
      expect.objectContaining({ channel: 'email', state: 'sent' }),
    ]);
  });

  it("carries the rider's name and phone given at out for delivery, by WhatsApp, SMS and e-mail", async () => {
    // Straight from pending, as the back office's "Skip to out for delivery" does.
    const moveOut = async (orderId: number, rider: Record<string, string>) => {
      const out = await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.owner, {
        status: 'out_for_delivery',
        ...rider,
      });
      expect(out.statusCode).toBe(200);
      return adminOrderAnswerSchema.parse(out.json()).data;
    };
    const rider = { rider_name: ' Musa Bello ', rider_phone: '0803 555 0101' };
    const said = 'Your rider is Musa Bello, 0803 555 0101.';

    const byWhatsapp = await shopperWith({ whatsapp: true, sms: false });
    const first = await order(byWhatsapp);
    // Given with another status, a rider is refused, naming the field.
    const early = await bed.call('PATCH', `/admin/orders/${first}`, tokens.owner, {
      status: 'confirmed',
      rider_name: 'Musa Bello',
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ rider_name: [RIDER_MESSAGES.onlyOutForDelivery] });
    standIn.requests.length = 0;
    expect((await moveOut(first, rider)).rider).toEqual({ name: 'Musa Bello', phone: '+2348035550101' });
    await bed.app.jobs.runDue();
    const whatsapp = standIn.requests.find((request) => request.provider === 'whatsapp');
    expect(whatsapp?.body).toMatchObject({ template: { name: 'oko_out_for_delivery' } });
    expect(JSON.stringify(whatsapp?.body)).toContain(said);

    const bySms = await shopperWith({ whatsapp: false, sms: true });
    const second = await order(bySms);
    standIn.requests.length = 0;
    await moveOut(second, { rider_phone: '+234 803 555 0101' });
    await bed.app.jobs.runDue();
    expect(standIn.requests).toEqual([
      expect.objectContaining({
        provider: 'sms',
        body: expect.objectContaining({ sms: expect.stringContaining("Your rider's phone: 0803 555 0101.") }),
      }),
    ]);

    // No phone channel: the status e-mail says it.
    const byMail = await bed.shopper();
    const third = await order(byMail);
    await bed.takeMail();
    await moveOut(third, rider);
    await bed.app.jobs.runDue();
    const mail = (await bed.takeMail()).find((sent) =>
      sent.subject.endsWith(`#${third} is out for delivery`),
    );
    expect(mail?.text).toContain(said);

    // None given: the message says nothing of a rider, and the order keeps none.
    const fourth = await order(byWhatsapp);
    standIn.requests.length = 0;
    expect((await moveOut(fourth, { rider_name: '', rider_phone: '' })).rider).toBeNull();
    await bed.app.jobs.runDue();
    expect(JSON.stringify(standIn.requests)).not.toContain('rider');
  }, 60_000);

  it('tells a pick-up order it is ready at its point, not on its way, by WhatsApp, SMS and e-mail', async () => {
    const [hub] = await bed.database.db
      .select({ id: pickupPoints.id, channelId: pickupPoints.deliveryChannelId })
      .from(pickupPoints)
      .where(eq(pickupPoints.name, 'Ikeja hub'));
    const rice = bed.units.rice;
    /** A collection at the Ikeja hub, marked ready (its "out for delivery") straight from pending. */
    const collected = async (shopper: Shopper) => {
      await bed.setStock(rice.unitId, Math.max(await bed.stockOf(rice.unitId), 50));
      const placed = await bed.call('POST', '/create-order', shopper.token, {
        delivery_channel_id: hub!.channelId,
        pickup_point_id: hub!.id,
        payment_method: 'pay_on_delivery',
        order_data: [line(rice, 1)],
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const orderId = (placed.json() as { data: { id: number } }).data.id;
      await bed.app.jobs.runDue();
      standIn.requests.length = 0;
      await bed.takeMail();
      const ready = await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.owner, {
        status: 'out_for_delivery',
      });
      expect(ready.statusCode).toBe(200);
      await bed.app.jobs.runDue();
      return orderId;
    };
    const said = 'Your order is ready for collection at Ikeja hub, 14 Oba Akran Avenue, Ikeja, Lagos (open ';
    const readyNews = async (orderId: number) =>
      (await ownerSees(orderId))!.filter((message) => message.kind !== 'order_received');

    const byWhatsapp = await shopperWith({ whatsapp: true, sms: false });
    const first = await collected(byWhatsapp);
    expect(standIn.requests).toEqual([
      expect.objectContaining({
        provider: 'whatsapp',
        body: expect.objectContaining({
          template: expect.objectContaining({ name: 'oko_ready_for_collection' }),
        }),
      }),
    ]);
    expect(JSON.stringify(standIn.requests[0]!.body)).toContain(said);
    expect(JSON.stringify(standIn.requests[0]!.body)).not.toContain('on its way');
    expect(await readyNews(first)).toEqual([
      expect.objectContaining({ channel: 'whatsapp', kind: 'ready_for_collection' }),
    ]);
    // Collected: not "delivered".
    standIn.requests.length = 0;
    await bed.call('PATCH', `/admin/orders/${first}`, tokens.owner, { status: 'delivered' });
    await bed.app.jobs.runDue();
    expect(JSON.stringify(standIn.requests[0]!.body)).toContain('You have collected your order.');

    const bySms = await shopperWith({ whatsapp: false, sms: true });
    const second = await collected(bySms);
    expect(standIn.requests).toEqual([
      expect.objectContaining({
        provider: 'sms',
        body: expect.objectContaining({ sms: expect.stringContaining(said) }),
      }),
    ]);
    expect(JSON.stringify(standIn.requests[0]!.body)).not.toContain('on its way');
    expect(await readyNews(second)).toEqual([
      expect.objectContaining({ channel: 'sms', kind: 'ready_for_collection' }),
    ]);

    // No phone channel: the status e-mail says it, and the owner sees it listed as that news.
    const third = await collected(await bed.shopper());
    expect(standIn.requests).toEqual([]);
    const [mail] = await bed.takeMail();
    expect(mail!.subject).toBe(`Oko Farm: order #${third} is ready for collection`);
    expect(mail!.text).toContain(said);
    expect(await readyNews(third)).toEqual([
      expect.objectContaining({ channel: 'email', kind: 'ready_for_collection', state: 'sent' }),
    ]);
  }, 60_000);

  it('sends each kind by the template name WHATSAPP_TEMPLATES gives it, else oko_<kind>', async () => {
    const whatsapp = whatsappCloud({
      ...STAND_IN_KEYS.whatsapp,
      apiUrl: standIn.url,
      templates: { out_for_delivery: 'order_on_its_way_v2', ready_for_collection: 'order_ready_at_hub' },
    });
    const message = { to: '+2348030000999', orderId: 1, text: 'Oko Farm order #1', parameters: ['#1'] };
    await whatsapp.send({ ...message, kind: 'out_for_delivery' });
    await whatsapp.send({ ...message, kind: 'ready_for_collection' });
    await whatsapp.send({ ...message, kind: 'delivered' });
    expect(
      standIn.requests.map(({ body }) => (body as { template: { name: string } }).template.name),
    ).toEqual(['order_on_its_way_v2', 'order_ready_at_hub', 'oko_delivered']);
  });

  it('an SMS reported on DND goes by e-mail, and the owner reads why', async () => {
    const shopper = await shopperWith({ whatsapp: false, sms: true });
    const orderId = await order(shopper);
    for (const status of ['confirmed', 'processing', 'out_for_delivery']) {
      await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.owner, { status });
    }
    await bed.takeMail();
    const news = (await rowsOf(orderId)).find((row) => row.kind === 'out_for_delivery')!;
    const report = termiiReport(news.providerId!, 'DND Active on Phone Number');
    expect(await postWebhook(bed.app, 'sms', report)).toBe(200);
    expect((await bed.takeMail()).map((mail) => mail.subject)).toEqual([`Oko Farm: order #${orderId}`]);
    expect((await ownerSees(orderId))!.filter((message) => message.kind === 'out_for_delivery')).toEqual([
      expect.objectContaining({ channel: 'sms', state: 'failed', error: 'number on DND' }),
      expect.objectContaining({ channel: 'email', state: 'sent' }),
    ]);
    // Delivered after all: a failure is an end, the report changes nothing.
    await postWebhook(
      bed.app,
      'sms',
      termiiReport(news.providerId!, 'DELIVERED | Message delivered to handset'),
    );
    expect((await rowsOf(orderId)).find((row) => row.id === news.id)!.state).toBe('failed');
  });

  it('STOP on WhatsApp turns WhatsApp off at once: the next news goes by e-mail', async () => {
    const shopper = await shopperWith({ whatsapp: true, sms: false });
    const orderId = await order(shopper);
    expect(await postWebhook(bed.app, 'whatsapp', whatsappInboundEvent(shopper.phone.slice(1), 'STOP'))).toBe(
      200,
    );
    const profile = await bed.call('GET', '/auth/profile', shopper.token);
    expect(profile.json().data.notify).toEqual({ whatsapp: false, sms: false });
    standIn.requests.length = 0;
    await bed.takeMail();
    for (const status of ['confirmed', 'processing', 'out_for_delivery']) {
      await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.owner, { status });
    }
    expect(standIn.requests).toEqual([]);
    expect((await bed.takeMail()).map((mail) => mail.subject)).toContain(
      `Oko Farm: order #${orderId} is out for delivery`,
    );
  });

  it('STOP by SMS turns SMS off for that number', async () => {
    const shopper = await shopperWith({ whatsapp: false, sms: true });
    const stop = { type: 'inbound', sender: shopper.phone.slice(1), receiver: 'OkoFarm', message: 'Stop' };
    expect(await postWebhook(bed.app, 'sms', stop)).toBe(200);
    const profile = await bed.call('GET', '/auth/profile', shopper.token);
    expect(profile.json().data.notify).toEqual({ whatsapp: false, sms: false });
    await order(shopper);
    expect(standIn.requests).toEqual([]);
  });

  it('two instances, a job run twice, the news queued twice: sent once per channel', async () => {
    const shopper = await shopperWith({ whatsapp: true, sms: false });
    const second = await createTestApp(bed.database.db, {
      messages: providers,
      clock,
      auth: { mailer: bed.mailer },
    });
    try {
      // Placed without running its jobs, then the news queued again and its send job doubled (a retry after a
      // lost lease), and both instances' workers run at once.
      const placed = await bed.app.inject({
        method: 'POST',
        url: '/api/v1/create-order',
        headers: { authorization: `Bearer ${shopper.token}` },
        payload: {
          delivery_channel_id: office.channelId,
          payment_method: 'pay_on_delivery',
          address_id: shopper.addressId,
          order_data: [
            {
              product_id: bed.units.rice.productId,
              product_units: [{ product_unit_id: bed.units.rice.unitId, quantity: 1 }],
            },
          ],
        },
      });
      expect(placed.statusCode).toBe(201);
      const orderId = (placed.json() as { data: { id: number } }).data.id;
      await bed.database.db.transaction(async (tx) => {
        expect(await queueOrderMessage(tx, orderId, 'order_received')).toBe(true);
      });
      const [row] = await rowsOf(orderId);
      await enqueueJob(bed.database.db, 'order-message', { messageId: row!.id });
      await Promise.all([bed.app.jobs.runDue(), second.jobs.runDue(), bed.app.jobs.runDue()]);
      expect((await rowsOf(orderId)).filter((message) => message.channel === 'whatsapp')).toHaveLength(1);
      expect(standIn.requests.filter((request) => request.provider === 'whatsapp')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it("tells the shop's WhatsApp of each new order when Settings names it, and stops when cleared", async () => {
    const set = (owner_whatsapp: string | null) =>
      bed.call('PATCH', '/admin/settings', tokens.owner, { owner_whatsapp });
    const saved = await set('0809 555 0142');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.owner_whatsapp).toBe('+2348095550142');
    expect((await bed.call('GET', '/get-setting')).json().data).not.toHaveProperty('owner_whatsapp');
    expect((await set('12345')).statusCode).toBe(422);

    const shopper = await shopperWith({ whatsapp: false, sms: false });
    const orderId = await order(shopper);
    expect(standIn.requests).toHaveLength(1);
    const [sent] = standIn.requests;
    expect(sent!.body).toMatchObject({
      to: '2348095550142',
      template: { name: 'oko_new_order', language: { code: 'en' } },
    });
    const [, detail, link] = (
      sent!.body as { template: { components: { parameters: { text: string }[] }[] } }
    ).template.components[0]!.parameters.map((parameter) => parameter.text);
    expect(detail).toMatch(new RegExp(`^New order #${orderId} \\(₦[\\d,.]+, .+\\)$`));
    expect(link).toMatch(new RegExp(`/admin/orders/${orderId}$`));
    expect(await ownerSees(orderId)).toContainEqual(
      expect.objectContaining({ channel: 'whatsapp', kind: 'new_order', state: 'sent' }),
    );

    expect((await set(null)).json().data.owner_whatsapp).toBeNull();
    standIn.requests.length = 0;
    await order(shopper);
    expect(standIn.requests).toEqual([]);
  });

  it('refuses an unsigned or wrongly signed webhook with 401 and changes nothing', async () => {
    const shopper = await shopperWith({ whatsapp: true, sms: false });
    const orderId = await order(shopper);
    const [row] = await rowsOf(orderId);
    expect(
      await postWebhook(bed.app, 'whatsapp', whatsappStatusEvent(row!.providerId!, 'failed', 131026), false),
    ).toBe(401);
    const forged = await bed.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
      payload: JSON.stringify(whatsappStatusEvent(row!.providerId!, 'failed', 131026)),
    });
    expect(forged.statusCode).toBe(401);
    expect(await postWebhook(bed.app, 'sms', termiiReport('1', 'Message Failed'), false)).toBe(401);
    expect((await rowsOf(orderId))[0]!.state).toBe('sent');
  });

  it("answers Meta's verification handshake only with the verify token", async () => {
    const query = (token: string) =>
      `/api/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`;
    const good = await bed.app.inject({ method: 'GET', url: query(STAND_IN_KEYS.whatsapp.verifyToken) });
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('1158201444');
    expect((await bed.app.inject({ method: 'GET', url: query('guess') })).statusCode).toBe(403);
  });
});

describe('the profile’s channels', () => {
  it('needs a phone to turn a channel on (422), and removing the phone turns both off', async () => {
    const shopper = await bed.shopper();
    const refused = await bed.call('PATCH', '/auth/profile', shopper.token, {
      name: 'Ada',
      last_name: 'Obi',
      notify: { whatsapp: true },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      phone: ['Add a phone number to get order updates by WhatsApp or SMS.'],
    });
    const on = await bed.call('PATCH', '/auth/profile', shopper.token, {
      name: 'Ada',
      last_name: 'Obi',
      phone: '803 555 0101',
      notify: { whatsapp: true },
    });
    expect(on.json().data).toMatchObject({ phone: '+2348035550101', notify: { whatsapp: true, sms: false } });
    const off = await bed.call('PATCH', '/auth/profile', shopper.token, {
      name: 'Ada',
      last_name: 'Obi',
      phone: '',
    });
    expect(off.json().data).toMatchObject({ phone: null, notify: { whatsapp: false, sms: false } });
    const wrong = await bed.call('PATCH', '/auth/profile', shopper.token, {
      name: 'Ada',
      last_name: 'Obi',
      notify: { sms: 'yes' },
    });
    expect(wrong.statusCode).toBe(422);
  });
});
