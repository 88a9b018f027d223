import { http, HttpResponse } from 'msw';
import type { AdminProduct } from '@oko/shared/schemas/admin-catalog';
import type { AdminOrderDetail, AdminOrderSummary } from '@oko/shared/schemas/admin-orders';
import type { Dashboard } from '@oko/shared/schemas/admin-dashboard';
import type { UserRole } from '@oko/shared/schemas/auth-answers';
import type { AdminSettings } from '@oko/shared/schemas/settings';
import { server } from './mocks/server';
import { demoUser, signInDemoShopper } from './mocks/mock-api';
import { at, orderDetailFixture } from './orders';

// The back office is not part of the mock API (issue 13: mock mode stays the storefront's): its tests answer
// the admin calls themselves with these fixtures, in the API's shapes (@oko/shared/schemas/admin).

export const API = '/api/v1';

/** Signs in the demo shopper of the mock API with the given role: the profile answers with it. */
export function signInAs(role: UserRole) {
  signInDemoShopper();
  server.use(http.get(`${API}/auth/profile`, () => HttpResponse.json({ data: { ...demoUser(), role } })));
}

export { at };

/** The owner's settings as `GET /admin/settings` answers them: no free delivery, no pay-ahead discount. */
export const shopSettings: AdminSettings = {
  site_name: 'Oko Farm',
  site_logo: '/media/logo.svg',
  address: '14 Oba Akran Avenue, Ikeja, Lagos',
  site_phone: '+234 809 555 0142',
  site_email: 'hello@okofarm.ng',
  bank_details: { bank_name: 'Zenith Bank', account_name: 'Oko Farm Ltd', account_number: '1012345678' },
  free_delivery_threshold: null,
  pay_ahead_percent: null,
  owner_whatsapp: null,
  standing_order_lead_hours: 24,
  auto_bank_refund_up_to: null,
  payment_methods_off: [],
};

const noTakings = { money_in: '0.00', money_back: '0.00', net: '0.00' };

/** A quiet day's dashboard (nothing waiting, nothing sold, no recent changes), with `overrides`. */
export const dashboardFixture = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  orders_waiting: { pending: 0, confirmed: 0, processing: 0, out_for_delivery: 0 },
  refunds_pending: 0,
  jobs: { waiting: 0, oldest_seconds: 0 },
  takings: { today: noTakings, last_7_days: noTakings, last_30_days: noTakings },
  takings_by_day: Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 0, 6 + index)).toISOString().slice(0, 10),
    ...noTakings,
  })),
  deliveries_by_day: Array.from({ length: 7 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 1, 4 + index)).toISOString().slice(0, 10),
    orders: 0,
  })),
  best_sellers: { by_quantity: [], by_takings: [] },
  low_stock: [],
  latest_orders: [],
  audit: null,
  ...overrides,
});

export function orderSummary(id: number, overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  // The shopper's order of ./orders.ts as the back office's list shows it, paid on delivery.
  const {
    updated_at: _updated,
    delivery_channel: channel,
    delivery_address: _address,
    phone: _phone,
    items: _items,
    bank_details: _bank,
    refunds: _refunds,
    ...summary
  } = orderDetailFixture(id, { payment_method: 'pay_on_delivery' });
  return {
    ...summary,
    customer: { id: 7, name: 'Adaeze', last_name: 'Okafor', email: 'adaeze@example.com' },
    delivery_channel_name: channel.name,
    ...overrides,
  };
}

export function orderDetail(id: number, overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  const { delivery_channel_name: _name, ...summary } = orderSummary(id);
  const { refunds: _refunds, ...shoppers } = orderDetailFixture(id, { bank_details: null });
  return {
    ...shoppers,
    refunds: [],
    ...summary,
    history: [{ status: 'pending', at: at(5, 15, 7) }],
    next_statuses: ['confirmed', 'processing', 'out_for_delivery', 'delivered', 'cancelled'],
    rider: null,
    payment_attempts: [],
    ...overrides,
  };
}

export function adminProduct(id: number, overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id,
    name: 'Ofada Rice',
    slug: 'ofada-rice',
    description: 'Local brown rice from Ogun.',
    image_url: '/media/products/ofada-rice.svg',
    category: { id: 2, name: 'Grains', slug: 'grains' },
    created_at: at(2, 10, 0),
    active: true,
    product_units: [
      {
        id: 21,
        product_id: id,
        unit_number: 25,
        unit: { name: 'kilogram', symbol: 'kg' },
        price_per_unit: '10000.00',
        available_quantity: 14,
        weight: null,
        active: true,
      },
      {
        id: 22,
        product_id: id,
        unit_number: 50,
        unit: { name: 'kilogram', symbol: 'kg' },
        price_per_unit: '19500.00',
        available_quantity: 0,
        weight: null,
        active: true,
      },
    ],
    ...overrides,
  };
}

/** A one-page list answer, as every paged call gives it. */
export const onePage = <T>(data: T[]) => ({
  data,
  meta: { current_page: 1, per_page: 12, total: data.length, last_page: 1 },
});
