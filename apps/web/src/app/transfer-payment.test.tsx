import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { lagosIso } from '@oko/shared/lagos-time';
import type { OrderDetail } from '@oko/shared/schemas/order';
import { createQueryClient } from '@/lib/query-client';
import { leaveFor } from '@/lib/navigation';
import { demoShopper, mockApi, signInDemoShopper } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { orderDetailFixture as detail } from '@/testing/orders';
import { loadPagesBeforeAll, memoryRouter } from '@/testing/test-utils';
import { API, demoCheckout, demoOrder, renderCheckout } from './checkout-testing';
import { routes } from './routes';

loadPagesBeforeAll();

// Pay with Transfer (issue 39): the checkout's option, shown only where the shop takes it, and the order page's
// account box: the number with a copy button, the bank, the exact amount and a countdown to the close.

vi.mock('@/lib/navigation', () => ({ leaveFor: vi.fn() }));

const TRANSFER = 'Pay with Transfer (account number in the next step)';

function shopTakesTransfers(config: { testMode?: boolean; bankTransfer?: boolean; transfer?: boolean } = {}) {
  server.use(
    http.get(`${API}/payments/config`, () =>
      HttpResponse.json({
        data: {
          cards: true,
          test_mode: config.testMode ?? false,
          payment_minutes: 30,
          bank_transfer: config.bankTransfer ?? true,
          transfer: config.transfer ?? true,
          transfer_minutes: 30,
        },
      }),
    ),
  );
}

const account = (expiresAt: Date, rejected = false) => ({
  reference: 'oko-77-0123456789abcdef',
  account_number: '1231084927',
  bank_name: 'Test Bank',
  account_name: 'OKO FARM TEST CHECKOUT',
  amount: '12500.00',
  expires_at: lagosIso(expiresAt),
  rejected,
});

function transferOrder(id: number, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return detail(id, {
    payment_method: 'transfer',
    payment_status: 'awaiting_payment',
    total: '12500.00',
    bank_details: null,
    ...overrides,
  });
}

function renderOrder(order: OrderDetail) {
  signInDemoShopper();
  mockApi.state.orders.push({
    userId: demoShopper().id,
    detail: order,
    history: [{ status: order.status, at: order.created_at }],
  });
  const { element: app } = memoryRouter(routes, `/users/orders/${order.id}`);
  render(<QueryClientProvider client={createQueryClient()}>{app}</QueryClientProvider>);
}

describe('checkout: Pay with Transfer', () => {
  it('offers it beside the spec’s methods, in its words, where the shop takes it', async () => {
    shopTakesTransfers();
    demoCheckout();
    renderCheckout();
    const select = await screen.findByLabelText('Payment Method');
    await waitFor(() => expect(within(select).getByRole('option', { name: TRANSFER })).toBeEnabled());
    for (const name of ['Bank Transfer', 'Payment On delivery', 'Cards']) {
      expect(within(select).getByRole('option', { name })).toBeEnabled();
    }
  });

  it('hides it in a shop without Paystack (the demo shop)', async () => {
    demoCheckout();
    renderCheckout();
    const select = await screen.findByLabelText('Payment Method');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Bank Transfer' })).toBeEnabled());
    expect(within(select).queryByRole('option', { name: TRANSFER })).not.toBeInTheDocument();
  });

  it('hides Bank Transfer once the owner turned it off', async () => {
    shopTakesTransfers({ bankTransfer: false });
    demoCheckout();
    renderCheckout();
    const select = await screen.findByLabelText('Payment Method');
    await waitFor(() => expect(within(select).getByRole('option', { name: TRANSFER })).toBeEnabled());
    expect(within(select).queryByRole('option', { name: 'Bank Transfer' })).not.toBeInTheDocument();
  });

  it('goes to the order page (never away) after Confirm Order with Pay with Transfer', async () => {
    shopTakesTransfers();
    const placed = {
      ...demoOrder(905),
      payment_method: 'transfer' as const,
      payment: account(new Date(Date.now() + 30 * 60_000)),
    };
    server.use(
      http.post(`${API}/create-order`, () =>
        HttpResponse.json({ data: placed, message: 'Order created successfully' }, { status: 201 }),
      ),
      http.get(`${API}/orders/905`, () => HttpResponse.json({ data: placed })),
    );
    const shop = demoCheckout();
    const router = renderCheckout();
    const select = await screen.findByLabelText('Payment Method');
    await waitFor(() => expect(within(select).getByRole('option', { name: TRANSFER })).toBeEnabled());
    await userEvent.selectOptions(select, TRANSFER);
    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('1'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/orders/905'));
    expect((shop.orders[0]!.body as { payment_method: string }).payment_method).toBe('transfer');
    expect(leaveFor).not.toHaveBeenCalled();
    expect(await screen.findByText('1231084927')).toBeInTheDocument();
  });
});

describe('the order page: Pay with Transfer', () => {
  it('shows the account number with a copy button, the bank, the exact amount and a countdown to its close', async () => {
    shopTakesTransfers();
    const closes = new Date(Date.now() + 29 * 60_000 + 30_000);
    renderOrder(transferOrder(77, { payment: account(closes) }));
    const box = await screen.findByRole('region', { name: 'Pay with Transfer' });
    expect(within(box).getByText('1231084927')).toBeInTheDocument();
    expect(within(box).getByText('Test Bank')).toBeInTheDocument();
    expect(within(box).getByText('OKO FARM TEST CHECKOUT')).toBeInTheDocument();
    expect(within(box).getByText('₦12,500.00')).toBeInTheDocument();
    expect(within(box).getByLabelText('Time left')).toHaveTextContent(/^29:[0-2]\d$/);
    expect(box).toHaveTextContent(/Transfer exactly ₦12,500\.00 to this account by .+\d:\d\d/);
    expect(within(box).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(box).queryByRole('link', { name: 'Open the test bank' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(box).getByRole('button', { name: 'Copy account number 1231084927' }));
    expect(await navigator.clipboard.readText()).toBe('1231084927');
    expect(within(box).getByRole('button', { name: 'Copy account number 1231084927' })).toHaveTextContent(
      'Copied',
    );
  });

  it('says a wrong amount was rejected, and links the test bank in test mode', async () => {
    shopTakesTransfers({ testMode: true });
    renderOrder(transferOrder(78, { payment: account(new Date(Date.now() + 10 * 60_000), true) }));
    const box = await screen.findByRole('region', { name: 'Pay with Transfer' });
    expect(within(box).getByRole('alert')).toHaveTextContent(
      'Transfer rejected: the amount did not match. Your bank returns it.',
    );
    expect(await within(box).findByRole('link', { name: 'Open the test bank' })).toHaveAttribute(
      'href',
      '/api/v1/payments/test-gateway/transfer/oko-77-0123456789abcdef',
    );
  });

  it('a paid order packing made dearer: Pay now opens an account for the difference’s whole naira, shown', async () => {
    shopTakesTransfers();
    let order = transferOrder(80, {
      status: 'processing',
      payment_status: 'paid',
      total: '3500.00',
      final_total: '3805.90',
      amount_paid: '3500.00',
      amount_due: '305.90',
      payment: null,
    });
    const opened = { ...account(new Date(Date.now() + 30 * 60_000)), amount: '305.00' };
    let asked = 0;
    server.use(
      http.get(`${API}/orders/80`, () => HttpResponse.json({ data: order })),
      http.post(`${API}/orders/80/pay`, () => {
        asked += 1;
        order = { ...order, payment: opened };
        return HttpResponse.json({ data: opened }, { status: 201 });
      }),
    );
    renderOrder(order);
    const box = await screen.findByRole('region', { name: 'Pay with Transfer' });
    expect(box).toHaveTextContent('Packing came to more than you paid: ₦305.90 is still to pay.');
    expect(within(box).queryByText('Payment received. Thank you!')).not.toBeInTheDocument();
    // The order's figures say the same beside its totals.
    const items = screen.getByRole('region', { name: 'Items' });
    expect(items).toHaveTextContent('Paid₦3,500.00');
    expect(items).toHaveTextContent('Still to pay₦305.90');
    expect(items).toHaveTextContent('Packing added ₦305.90: pay it with Pay now above.');

    await userEvent.click(within(box).getByRole('button', { name: 'Pay now' }));
    expect(await within(box).findByText('1231084927')).toBeInTheDocument();
    expect(within(box).getByText('₦305.00')).toBeInTheDocument();
    expect(box).toHaveTextContent('Transfer whole naira only: the 90 kobo are on us.');
    expect(box).toHaveTextContent(/Transfer exactly ₦305\.00 to this account by /);
    expect(asked).toBe(1);
  });

  it('says "Payment received" once paid, without the account', async () => {
    shopTakesTransfers();
    renderOrder(transferOrder(79, { payment_status: 'paid', payment: null }));
    const box = await screen.findByRole('region', { name: 'Pay with Transfer' });
    expect(within(box).getByRole('status')).toHaveTextContent('Payment received. Thank you!');
    expect(within(box).queryByText('1231084927')).not.toBeInTheDocument();
  });
});
