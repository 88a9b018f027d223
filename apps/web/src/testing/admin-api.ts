import { http, HttpResponse } from 'msw';
import type { AdminOrderDetail, AdminOrderSummary, AdminProduct } from '@oko/shared/schemas/admin';
import type { UserRole } from '@oko/shared/schemas/auth-answers';
import { server } from './mocks/server';
import { demoUser, signInDemoShopper } from './mocks/mock-api';

// The back office is not part of the mock API (issue 13: mock mode stays the storefront's): its tests answer
// the admin calls themselves with these fixtures, in the API's shapes (@oko/shared/schemas/admin).

export const API = '/api/v1';

/** Signs in the demo shopper of the mock API with the given role: the profile answers with it. */
export function signInAs(role: UserRole) {
  signInDemoShopper();
  server.use(http.get(`${API}/auth/profile`, () => HttpResponse.json({ data: { ...demoUser(), role } })));
}

/** A local time as the API sends it (ISO 8601), so the expected texts hold in any time zone. */
export const at = (day: number, hour: number, minute: number) =>
  new Date(2026, 0, day, hour, minute).toISOString();

export function orderSummary(id: number, overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    id,
    status: 'pending',
    payment_method: 'pay_on_delivery',
    payment_status: 'not_required',
    subtotal: '14250.00',
    delivery_fee: '1500.00',
    total: '15750.00',
    items_count: 3,
    created_at: at(5, 15, 7),
    customer: { id: 7, name: 'Adaeze', last_name: 'Okafor', email: 'adaeze@example.com' },
    delivery_channel_name: 'Express (Lagos)',
    ...overrides,
  };
}

export function orderDetail(id: number, overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  const { delivery_channel_name: _name, ...summary } = orderSummary(id);
  return {
    ...summary,
    updated_at: at(5, 15, 7),
    delivery_channel: { id: 2, name: 'Express (Lagos)' },
    delivery_address: {
      country: 'Nigeria',
      state: 'Oyo',
      street_no: '14',
      nearest_landmark: 'Bodija Market',
      address: 'Awolowo Avenue',
      city: 'Ibadan',
      zip_code: '200221',
    },
    phone: '+2348031234567',
    items: [
      {
        id: 1,
        product_id: 7,
        product_unit_id: 11,
        product_name: 'White Yam',
        unit_label: '1 tuber',
        unit_price: '2125.00',
        quantity: 2,
        line_total: '4250.00',
      },
      {
        id: 2,
        product_id: 9,
        product_unit_id: 21,
        product_name: 'Ofada Rice',
        unit_label: '25 kg',
        unit_price: '10000.00',
        quantity: 1,
        line_total: '10000.00',
      },
    ],
    bank_details: null,
    history: [{ status: 'pending', at: at(5, 15, 7) }],
    next_statuses: ['confirmed', 'processing', 'out_for_delivery', 'delivered', 'cancelled'],
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
        active: true,
      },
      {
        id: 22,
        product_id: id,
        unit_number: 50,
        unit: { name: 'kilogram', symbol: 'kg' },
        price_per_unit: '19500.00',
        available_quantity: 0,
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
