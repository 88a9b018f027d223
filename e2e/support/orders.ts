import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import type { PaymentMethod } from '@oko/shared/constants';
import { deliveryChannels, deliveryWindows, lagosAddress, productInStock } from './shop';
import { accessToken, type Shopper } from './shopper';

/** The order as `POST /create-order` answers it (the parts the specs read). */
export type PlacedOrder = {
  id: number;
  total: string;
  items: { id: number; product_name: string; unit_label: string; quantity: number }[];
  bank_details: { bank_name: string; account_name: string; account_number: string } | null;
  /** Paid through Paystack (cards, Pay with Transfer): the payment started, with its reference. */
  payment?: { reference: string; authorization_url?: string } | null;
};

export type OrderLine = {
  productId: number;
  productUnitId: number;
  quantity: number;
  /** When it is missing at packing (issue 27): the API's default, `refund`, unless said. */
  ifUnavailable?: 'substitute' | 'refund';
};

/**
 * The shopper orders through the API with their token, as the checkout would (the checkout's own specs drive the
 * page): the Lagos address of ./shop.ts, the first delivery channel, and `paymentMethod` (payment on delivery
 * unless said). Without a `line`: 2 of a seeded unit the product page would choose, with at least 5 in stock.
 */
export async function placeOrder(
  request: APIRequestContext,
  shopper: Pick<Shopper, 'email' | 'password'>,
  {
    line,
    lines,
    paymentMethod = 'pay_on_delivery',
    pickup = false,
  }: { line?: OrderLine; lines?: OrderLine[]; paymentMethod?: PaymentMethod; pickup?: boolean } = {},
): Promise<PlacedOrder> {
  const headers = { Authorization: `Bearer ${await accessToken(request, shopper)}` };
  const countries = ((await (await request.get('/api/v1/countries')).json()) as { data: { id: number }[] })
    .data;
  const states = (
    (await (await request.get(`/api/v1/states?country_id=${countries[0]!.id}`)).json()) as {
      data: { id: number; name: string }[];
    }
  ).data;
  // Lagos: the demo shop's channels deliver there (zones, issue 26).
  const lagos = states.find((state) => state.name === 'Lagos')!;
  const address = await request.post('/api/v1/address', {
    headers,
    data: {
      country_id: String(countries[0]!.id),
      state_id: String(lagos.id),
      street_no: lagosAddress.streetNo,
      nearest_landmark: lagosAddress.landmark,
      address: lagosAddress.address,
      city: lagosAddress.city,
      zip_code: lagosAddress.zipCode,
    },
  });
  expect(address.ok(), 'the address is saved').toBe(true);
  // `pickup`: the channel of the shop's first pick-up point, with the home address the checkout sends along.
  const points = pickup
    ? (
        (await (await request.get('/api/v1/pickup-points')).json()) as {
          data: { delivery_channel_id: number }[];
        }
      ).data
    : [];
  const channel = (await deliveryChannels(request, lagos.id)).find(
    (entry) => !pickup || entry.id === points[0]?.delivery_channel_id,
  );
  // A channel with delivery days: the soonest, as the checkout preselects it.
  const windowId = channel!.has_windows ? (await deliveryWindows(request, channel!.id))[0]?.id : undefined;
  const { productId, productUnitId, quantity }: OrderLine =
    line ??
    (await productInStock(request, 5).then((product) => ({
      productId: product.id,
      productUnitId: product.unitId,
      quantity: 2,
    })));

  const placed = await request.post('/api/v1/create-order', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: {
      delivery_channel_id: channel!.id,
      payment_method: paymentMethod,
      address_id: ((await address.json()) as { data: { id: number } }).data.id,
      ...(windowId === undefined ? {} : { delivery_window_id: windowId }),
      // `lines`: several products in one order (packing, issue 27); else the one line.
      order_data: (lines ?? [{ productId, productUnitId, quantity }]).map((entry) => ({
        product_id: entry.productId,
        product_units: [
          {
            product_unit_id: entry.productUnitId,
            quantity: entry.quantity,
            ...(entry.ifUnavailable ? { if_unavailable: entry.ifUnavailable } : {}),
          },
        ],
      })),
    },
  });
  expect(placed.status(), 'the order is placed').toBe(201);
  return ((await placed.json()) as { data: PlacedOrder }).data;
}
