import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatLagosDay } from '@oko/shared/lagos-time';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { PHONE_MESSAGES } from '@oko/shared/schemas/phone';
import type { DiscountCode } from '@oko/shared/schemas/admin-deals';
import type { AdminSettings } from '@oko/shared/schemas/settings';
import { STANDING_ORDER_MESSAGES } from '@oko/shared/schemas/standing-order';
import { useNotifications } from '@/lib/notifications';
import { API, shopSettings as settings, signInAs } from '@/testing/admin-api';
import { server } from '@/testing/mocks/server';
import { loadPagesBeforeAll, renderRoutes } from '@/testing/test-utils';
import { routes } from './routes';

loadPagesBeforeAll();

// The owner's settings (issue 13): contact, bank details for transfers, an optional free-delivery threshold.

/**
 * The owner on the settings page, the shop's settings as `shown`, no discount codes (issue 28) unless `handlers`
 * answer otherwise. Each save is kept in the list returned and answered with the settings and `saved`.
 */
function openSettings({
  shown = {},
  saved = {},
  handlers = [],
}: { shown?: Partial<AdminSettings>; saved?: Partial<AdminSettings>; handlers?: HttpHandler[] } = {}) {
  signInAs('owner');
  const sent: unknown[] = [];
  server.use(
    ...handlers,
    http.get(`${API}/admin/settings`, () => HttpResponse.json({ data: { ...settings, ...shown } })),
    http.get(`${API}/admin/discount-codes`, () => HttpResponse.json({ data: [] })),
    http.patch(`${API}/admin/settings`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ data: { ...settings, ...saved } });
    }),
  );
  renderRoutes(routes, '/admin/settings');
  return sent;
}

/** Discount code `id`: 10 % off, unlimited, active, unused, but for `change`. */
const code = (id: number, name: string, change: Partial<DiscountCode> = {}): DiscountCode => ({
  id,
  code: name,
  kind: 'percent',
  value: '10',
  min_subtotal: null,
  starts_at: null,
  ends_at: null,
  max_uses: null,
  once_per_shopper: false,
  category_ids: [],
  active: true,
  uses: 0,
  given: '0.00',
  created_at: '2026-11-25T09:00:00.000Z',
  ...change,
});

describe('settings (/admin/settings)', () => {
  it('checks the bank account number, then saves with free delivery above a figure in naira', async () => {
    const saved = openSettings({ saved: { free_delivery_threshold: '20000.00' } });

    const account = await screen.findByRole('textbox', { name: 'Account number' });
    expect(screen.getByRole('textbox', { name: 'Free delivery above (₦)' })).toHaveValue('');
    await userEvent.clear(account);
    await userEvent.type(account, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(ADMIN_MESSAGES.accountNumber)).toBeInTheDocument();
    expect(saved).toEqual([]);

    await userEvent.clear(account);
    await userEvent.type(account, '2012345678');
    await userEvent.type(screen.getByRole('textbox', { name: 'Free delivery above (₦)' }), '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(useNotifications.getState().notifications.map((toast) => toast.title)).toContain(
        'Settings saved',
      ),
    );
    expect(saved).toEqual([
      {
        site_name: 'Oko Farm',
        address: '14 Oba Akran Avenue, Ikeja, Lagos',
        site_phone: '+234 809 555 0142',
        site_email: 'hello@okofarm.ng',
        bank_details: {
          bank_name: 'Zenith Bank',
          account_name: 'Oko Farm Ltd',
          account_number: '2012345678',
        },
        free_delivery_threshold: '20000',
        pay_ahead_percent: null,
        owner_whatsapp: null,
        standing_order_lead_hours: 24,
        payment_methods_off: [],
        auto_bank_refund_up_to: null,
      },
    ]);

    // Emptied, the threshold is turned off: sent as null.
    await userEvent.clear(screen.getByRole('textbox', { name: 'Free delivery above (₦)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatchObject({ free_delivery_threshold: null });
  });

  it('turns Pay with Transfer off and Bank Transfer back on (issue 39)', async () => {
    const saved = openSettings({
      shown: { payment_methods_off: ['bank_transfer'] },
      saved: { payment_methods_off: ['transfer'] },
    });

    const bank = await screen.findByRole('checkbox', { name: /^Bank Transfer/ });
    const transfer = screen.getByRole('checkbox', { name: /^Pay with Transfer/ });
    expect(bank).not.toBeChecked();
    expect(transfer).toBeChecked();
    await userEvent.click(bank);
    await userEvent.click(transfer);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ payment_methods_off: ['transfer'] });
    expect(await screen.findByRole('checkbox', { name: /^Pay with Transfer/ })).not.toBeChecked();
  });

  it('lets refunds to a bank account up to an amount go by themselves, and turns that off (issue 39)', async () => {
    const saved = openSettings({ saved: { auto_bank_refund_up_to: '5000.00' } });

    const limit = await screen.findByRole('textbox', { name: 'Send refunds by themselves up to (₦)' });
    expect(limit).toHaveValue('');
    await userEvent.type(limit, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ auto_bank_refund_up_to: '5000' });
    expect(limit).toHaveValue('5000');

    await userEvent.clear(limit);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatchObject({ auto_bank_refund_up_to: null });
  });

  it('sets the percent off for paying ahead, and makes a discount code listed with its uses', async () => {
    const created: unknown[] = [];
    const saved = openSettings({
      saved: { pay_ahead_percent: 5 },
      handlers: [
        http.post(`${API}/admin/discount-codes`, async ({ request }) => {
          created.push(await request.json());
          return HttpResponse.json(
            { data: code(1, 'HARVEST10', { min_subtotal: '10000.00', max_uses: 100 }) },
            { status: 201 },
          );
        }),
      ],
    });

    const percent = await screen.findByRole('textbox', { name: 'Percent off for card or transfer (%)' });
    await userEvent.type(percent, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ pay_ahead_percent: 5, owner_whatsapp: null });

    // The shop's WhatsApp for new orders: a number that is not Nigerian is refused before sending.
    const whatsapp = screen.getByRole('textbox', { name: 'The shop’s WhatsApp number' });
    await userEvent.type(whatsapp, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(PHONE_MESSAGES.invalid)).toBeInTheDocument();
    await userEvent.clear(whatsapp);
    await userEvent.type(whatsapp, '0809 555 0142');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatchObject({ owner_whatsapp: '0809 555 0142' });

    // Weekly orders (issue 40): placed this many hours before a window's orders close; checked by the shared rule.
    const lead = screen.getByRole('textbox', {
      name: 'Place weekly orders this many hours before orders close',
    });
    expect(lead).toHaveValue('24');
    await userEvent.clear(lead);
    await userEvent.type(lead, '200');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(STANDING_ORDER_MESSAGES.leadHours)).toBeInTheDocument();
    await userEvent.clear(lead);
    await userEvent.type(lead, '36');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(saved[2]).toMatchObject({ standing_order_lead_hours: 36 });

    const form = screen.getByRole('form', { name: 'New discount code' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Code' }), 'harvest10');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Value (percent or ₦)' }), '10');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Minimum subtotal (₦, optional)' }),
      '10000',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Number of uses (optional)' }), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      code: 'harvest10',
      kind: 'percent',
      value: '10',
      min_subtotal: '10000',
      max_uses: 100,
    });
    const listed = await screen.findByTestId('discount-code');
    expect(listed).toHaveTextContent('HARVEST10');
    expect(listed).toHaveTextContent('Used 0 of 100 · gave ₦0.00');
  });

  // Issue 43 item 13: a code that has not started yet was labelled "Active".
  it('labels a code by its state: starts on a day, active, paused', async () => {
    // A month from now: the label says the day it starts, "Starts Sun 20 Dec".
    const startsAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    openSettings({
      handlers: [
        http.get(`${API}/admin/discount-codes`, () =>
          HttpResponse.json({
            data: [
              code(1, 'CHRISTMAS', { starts_at: startsAt.toISOString() }),
              code(2, 'HARVEST10', { starts_at: '2026-01-01T00:00:00+01:00' }),
              code(3, 'RAINY', { active: false, starts_at: startsAt.toISOString() }),
            ],
          }),
        ),
      ],
    });
    const listed = await screen.findAllByTestId('discount-code');
    const status = (entry: HTMLElement) => entry.firstElementChild?.textContent;
    expect(listed.map(status)).toEqual([
      `CHRISTMASStarts ${formatLagosDay(startsAt)}`,
      'HARVEST10Active',
      'RAINYPaused',
    ]);
    expect(status(listed[0]!)).toMatch(
      /^CHRISTMASStarts (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}$/,
    );
  });
});
