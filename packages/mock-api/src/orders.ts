// Orders (apps/api/src/orders): priced here from the catalog (never the client's figures), stock taken, the
// ordered rows leave the cart, a repeated Idempotency-Key answers the first result; the shopper's own orders.
import { http, type HttpHandler } from 'msw';
import { deliveryFeeFor } from '@oko/shared/delivery-fee';
import { koboToNaira, nairaToKobo } from '@oko/shared/money';
import { orderParams } from '@oko/shared/params';
import { pageQuerySchema } from '@oko/shared/schemas/api';
import {
  ORDER_MESSAGES,
  placeOrderSchema,
  type OrderDetail,
  type OrderMoney,
  type OrderSummary,
} from '@oko/shared/schemas/order';
import { addressOf } from './addresses';
import { checkLines } from './cart';
import { pageOf } from './catalog';
import { pickupPointsOf } from './content';
import type { MockContext } from './context';
import { check, error, fieldError, json, queryOf, readInput } from './respond';
import type { MockOrder } from './state';
import { unitLabel } from '@oko/shared/units';

/** The five figures of the order's account (decision 044), as the order holds them: the same in every answer. */
const moneyOf = (detail: OrderMoney): OrderMoney => ({
  final_total: detail.final_total,
  credit_used: detail.credit_used,
  amount_paid: detail.amount_paid,
  amount_refunded: detail.amount_refunded,
  amount_due: detail.amount_due,
  refund_due: detail.refund_due,
});

export function orderHandlers({ api, state: s, now, changed, signedIn }: MockContext): HttpHandler[] {
  function summaryOf(order: MockOrder): OrderSummary {
    const { detail } = order;
    return {
      id: detail.id,
      status: detail.status,
      payment_method: detail.payment_method,
      payment_status: detail.payment_status,
      subtotal: detail.subtotal,
      discount: detail.discount,
      pay_ahead: detail.pay_ahead,
      delivery_fee: detail.delivery_fee,
      total: detail.total,
      ...moneyOf(detail),
      items_count: detail.items_count,
      created_at: detail.created_at,
    };
  }

  /** The shopper's own order, or the API's 422 (not a whole number) or 404 (no such order of theirs). */
  function orderOf(userId: number, params: unknown): MockOrder | Response {
    const parsed = check(orderParams, params, 'params');
    if (!parsed.ok) return parsed.response;
    const order = s().orders.find(
      (entry) => entry.detail.id === parsed.data.orderId && entry.userId === userId,
    );
    return order ?? error(404, ORDER_MESSAGES.notFound);
  }

  return [
    // Shop credit (issue 39): the mock shop never refunds, so a shopper's credit is always none.
    http.get(`${api}/users/credit`, ({ request }) => {
      const auth = signedIn(request);
      return auth instanceof Response ? auth : json({ data: { balance: '0.00', entries: [] } });
    }),

    // Priced here from the catalog (never the client's figures), stock taken, the server cart emptied. A repeated
    // Idempotency-Key answers the first result.
    http.post(`${api}/create-order`, async ({ request }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const state = s();
      const key = request.headers.get('idempotency-key');
      if (key !== null && (key.length < 1 || key.length > 255)) {
        return fieldError(422, 'idempotency-key', ORDER_MESSAGES.idempotencyKey);
      }
      const input = await readInput(request, placeOrderSchema);
      if (!input.ok) return input.response;
      const replayKey = key ? `${auth.user.id}:${key}` : undefined;
      const replay = replayKey ? state.idempotency[replayKey] : undefined;
      if (replay && replay.request !== JSON.stringify(input.data)) {
        return fieldError(422, 'idempotency-key', ORDER_MESSAGES.idempotencyKeyReused);
      }
      if (replay) return json(replay.body, replay.status);

      // Every problem of the request in one 422, in the API's order.
      const order = input.data;
      const errors: Record<string, string[]> = {};
      const channel = state.deliveryChannels.find((entry) => entry.id === order.delivery_channel_id);
      if (!channel) errors.delivery_channel_id = [ORDER_MESSAGES.unknownChannel];
      if (order.payment_method === 'cards') errors.payment_method = [ORDER_MESSAGES.cardsUnavailable];
      // Where the order goes: the shopper's address, or (a pick-up order without one, issue 23) the pick-up
      // point of the chosen channel, as the API does.
      const address =
        order.address_id === undefined
          ? undefined
          : state.addresses.find((entry) => entry.id === order.address_id && entry.userId === auth.user.id);
      if (order.address_id !== undefined && !address) errors.address_id = [ORDER_MESSAGES.addressNotYours];
      const pickupPoint =
        order.address_id === undefined && channel
          ? pickupPointsOf(state).find(
              (point) => point.id === order.pickup_point_id && point.delivery_channel_id === channel.id,
            )
          : undefined;
      if (order.address_id === undefined && channel && !pickupPoint) {
        errors.pickup_point_id = [ORDER_MESSAGES.unknownPickupPoint];
      }
      const lines = checkLines(state, order.order_data, 'order_data', errors);
      const first = Object.values(errors)[0]?.[0];
      if (first || !channel || !(address || pickupPoint)) {
        return error(422, first ?? ORDER_MESSAGES.emptyOrder, errors);
      }

      const sold = lines.map((line) => {
        const product = state.products.find((entry) => entry.id === line.productId);
        const unit = product?.units.find((entry) => entry.id === line.productUnitId);
        if (!product || !unit) throw new Error('a checked line lost its product');
        return { line, product, unit };
      });
      const short: Record<string, string[]> = {};
      for (const { line, product, unit } of sold) {
        if (line.quantity > unit.availableQuantity) {
          short[`order_data.${line.index}.product_units.${line.position}.quantity`] = [
            ORDER_MESSAGES.outOfStock(product.name, unit.availableQuantity),
          ];
        }
      }
      if (Object.keys(short).length > 0) return error(409, ORDER_MESSAGES.stockChanged, short);

      const at = now().toISOString();
      const items = sold.map(({ line, product, unit }) => {
        unit.availableQuantity -= line.quantity;
        return {
          id: state.nextId.orderLine++,
          product_id: product.id,
          product_unit_id: unit.id,
          product_name: product.name,
          unit_label: unitLabel(unit.unitNumber, unit.unit),
          unit_price: koboToNaira(unit.priceKobo),
          quantity: line.quantity,
          line_total: koboToNaira(unit.priceKobo * line.quantity),
          // As the API: a weighed unit's terms and the shopper's choice for a missing item are kept with the line
          // (issue 27). Packing is the back office's, which the mock does not serve: nothing is weighed here.
          weight: unit.weight,
          weighed_kg: null,
          if_unavailable:
            order.order_data[line.index]?.product_units[line.position]?.if_unavailable ?? 'refund',
          outcome: null,
          substitute: null,
          final_total: koboToNaira(unit.priceKobo * line.quantity),
        };
      });
      const subtotal = sold.reduce((sum, { line, unit }) => sum + unit.priceKobo * line.quantity, 0);
      const threshold = state.settings.free_delivery_threshold;
      const fee = deliveryFeeFor(channel.feeKobo, subtotal, threshold ? nairaToKobo(threshold) : null);
      const snapshot = addressOf(state, auth.user.id);
      // The checkout's number fills an account that has none; the order keeps its own copy.
      if (order.phone && !auth.user.phone) auth.user.phone = order.phone;
      const phone = order.phone ?? auth.user.phone ?? null;
      const detail: OrderDetail = {
        id: state.nextId.order++,
        status: 'pending',
        payment_method: order.payment_method,
        // Every method waits for its money (cards are refused here); the shop marks it received.
        payment_status: 'awaiting_payment',
        subtotal: koboToNaira(subtotal),
        // The thin mock has no deals (decision 011): a code is the real API's to price.
        discount: null,
        pay_ahead: null,
        delivery_fee: koboToNaira(fee),
        total: koboToNaira(subtotal + fee),
        // Nothing has come in yet: the whole total is due.
        final_total: koboToNaira(subtotal + fee),
        credit_used: '0.00',
        amount_paid: '0.00',
        amount_refunded: '0.00',
        amount_due: koboToNaira(subtotal + fee),
        refund_due: '0.00',
        items_count: items.reduce((sum, item) => sum + item.quantity, 0),
        created_at: at,
        updated_at: at,
        delivery_channel: { id: channel.id, name: channel.name },
        delivery_window: null,
        pickup_point: pickupPoint
          ? { name: pickupPoint.name, address: pickupPoint.address, opening_hours: pickupPoint.opening_hours }
          : null,
        delivery_address: address
          ? {
              country: snapshot?.country.name ?? '',
              state: snapshot?.state.name ?? '',
              street_no: address.street_no,
              nearest_landmark: address.nearest_landmark,
              address: address.address,
              city: address.city,
              zip_code: address.zip_code,
            }
          : // Collected at the point: its name and address, the other fields empty (the API's pickupAddress).
            {
              country: '',
              state: '',
              street_no: '',
              nearest_landmark: '',
              address: `${pickupPoint!.name}, ${pickupPoint!.address}`,
              city: '',
              zip_code: '',
            },
        phone,
        items,
        bank_details: order.payment_method === 'bank_transfer' ? state.settings.bank_details : null,
        // Nothing is paid here, so nothing goes back.
        refunds: [],
        packed_deal: null,
      };
      state.orders.push({ userId: auth.user.id, detail, history: [{ status: 'pending', at }] });
      // The ordered rows leave the cart; others stay.
      const orderedUnits = new Set(lines.map((line) => line.productUnitId));
      state.carts[auth.user.id] = (state.carts[auth.user.id] ?? []).filter(
        (row) => !orderedUnits.has(row.productUnitId),
      );
      const answer = { data: detail, message: ORDER_MESSAGES.created };
      if (replayKey) {
        state.idempotency[replayKey] = { status: 201, body: answer, request: JSON.stringify(input.data) };
      }
      changed();
      return json(answer, 201);
    }),

    http.get(`${api}/orders`, ({ request }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const query = check(pageQuerySchema, queryOf(request), 'querystring');
      if (!query.ok) return query.response;
      const mine = s()
        .orders.filter((order) => order.userId === auth.user.id)
        .sort((a, b) => b.detail.id - a.detail.id)
        .map(summaryOf);
      return json(pageOf(mine, query.data));
    }),

    http.get(`${api}/orders/:orderId`, ({ request, params }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const order = orderOf(auth.user.id, params);
      return order instanceof Response ? order : json({ data: order.detail });
    }),

    http.get(`${api}/orders/:orderId/tracking`, ({ request, params }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const order = orderOf(auth.user.id, params);
      if (order instanceof Response) return order;
      return json({
        data: {
          order_id: order.detail.id,
          status: order.detail.status,
          payment_method: order.detail.payment_method,
          payment_status: order.detail.payment_status,
          created_at: order.detail.created_at,
          pickup: order.detail.pickup_point !== null,
          history: order.history,
          refunds: order.detail.refunds,
          discount: order.detail.discount,
          pay_ahead: order.detail.pay_ahead,
          ...moneyOf(order.detail),
        },
      });
    }),
  ];
}
