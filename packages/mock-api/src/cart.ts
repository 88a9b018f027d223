// The server cart (apps/api/src/cart): rows per product unit, capped at stock, checked with the shared line
// check (@oko/shared/cart-lines) against the mock's catalog.
import { http, type HttpHandler } from 'msw';
import { checkLines as checkAgainst, type CheckedLine } from '@oko/shared/cart-lines';
import { koboToNaira } from '@oko/shared/money';
import { productUnitParams } from '@oko/shared/params';
import { CART_MESSAGES } from '@oko/shared/cart-messages';
import { cartPayloadSchema, type CartPayload, type ServerCart } from '@oko/shared/schemas/cart';
import { ORDER_MESSAGES } from '@oko/shared/schemas/order';
import type { MockContext } from './context';
import { check, error, json, readInput } from './respond';
import type { MockState } from './state';

/** The shared line check (@oko/shared/cart-lines) against the mock's catalog; its errors join `errors`. */
export function checkLines(
  state: MockState,
  lines: CartPayload['cart_data'],
  field: 'cart_data' | 'order_data',
  errors: Record<string, string[]>,
): CheckedLine[] {
  const catalog = {
    productIds: new Set(state.products.map((product) => product.id)),
    units: new Map(
      state.products.flatMap((product) =>
        product.units.map(
          (unit) => [unit.id, { productId: product.id, availableQuantity: unit.availableQuantity }] as const,
        ),
      ),
    ),
  };
  const quantityProblem =
    field === 'order_data'
      ? (quantity: number) => (quantity < 1 ? ORDER_MESSAGES.quantityTooSmall : undefined)
      : undefined;
  const checked = checkAgainst(field, lines, catalog, quantityProblem);
  Object.assign(errors, checked.errors);
  return checked.lines;
}

export function cartHandlers({ api, state: s, changed, signedIn }: MockContext): HttpHandler[] {
  function cartOf(userId: number): ServerCart {
    const state = s();
    const rows = state.carts[userId] ?? [];
    return {
      items: rows.flatMap((row) => {
        const product = state.products.find((entry) => entry.units.some((u) => u.id === row.productUnitId));
        const unit = product?.units.find((entry) => entry.id === row.productUnitId);
        if (!product || !unit) return [];
        return [
          {
            product_id: product.id,
            product_unit_id: unit.id,
            quantity: row.quantity,
            product_unit: {
              id: unit.id,
              price_per_unit: koboToNaira(unit.priceKobo),
              unit_number: unit.unitNumber,
              unit: unit.unit,
              available_quantity: unit.availableQuantity,
              product: { id: product.id, name: product.name },
              weight: unit.weight,
            },
          },
        ];
      }),
    };
  }

  /** A cart payload's lines, or the API's 422 naming the unknown products and units. */
  function checkCartLines(payload: CartPayload): CheckedLine[] | Response {
    const errors: Record<string, string[]> = {};
    const lines = checkLines(s(), payload.cart_data, 'cart_data', errors);
    const first = Object.values(errors)[0]?.[0];
    return first ? error(422, first, errors) : lines;
  }

  function stockOf(productUnitId: number): number {
    for (const product of s().products) {
      const unit = product.units.find((entry) => entry.id === productUnitId);
      if (unit) return unit.availableQuantity;
    }
    return 0;
  }

  /**
   * `POST /cart` and `/cart/merge`: each of the request's lines changes the shopper's rows as `apply` says; the
   * answer is the cart.
   */
  async function changeCart(
    request: Request,
    apply: (rows: { productUnitId: number; quantity: number }[], line: CheckedLine) => void,
  ) {
    const auth = signedIn(request);
    if (auth instanceof Response) return auth;
    const lines = await cartLines(request);
    if (lines instanceof Response) return lines;
    const rows = (s().carts[auth.user.id] ??= []);
    for (const line of lines) apply(rows, line);
    changed();
    return json({ data: cartOf(auth.user.id), message: CART_MESSAGES.updated });
  }

  /** A cart request's lines (`POST /cart` and `/cart/merge`), or the API's 400 or 422. */
  async function cartLines(request: Request): Promise<CheckedLine[] | Response> {
    const parsed = await readInput(request, cartPayloadSchema);
    return parsed.ok ? checkCartLines(parsed.data) : parsed.response;
  }

  return [
    http.get(`${api}/cart`, ({ request }) => {
      const auth = signedIn(request);
      return auth instanceof Response ? auth : json({ data: cartOf(auth.user.id) });
    }),

    // Sets each named row's quantity, capped at stock; 0 or less (or out of stock) removes the row.
    http.post(`${api}/cart`, ({ request }) =>
      changeCart(request, (rows, line) => {
        const quantity = Math.min(line.quantity, stockOf(line.productUnitId));
        const row = rows.find((entry) => entry.productUnitId === line.productUnitId);
        if (quantity <= 0) {
          if (row) rows.splice(rows.indexOf(row), 1);
        } else if (row) row.quantity = quantity;
        else rows.push({ productUnitId: line.productUnitId, quantity });
      }),
    ),

    // Adds each quantity to the row's, the sum capped at stock; nothing is removed.
    http.post(`${api}/cart/merge`, ({ request }) =>
      changeCart(request, (rows, line) => {
        const stock = stockOf(line.productUnitId);
        if (line.quantity <= 0 || stock <= 0) return;
        const row = rows.find((entry) => entry.productUnitId === line.productUnitId);
        if (row) row.quantity = Math.min(row.quantity + line.quantity, stock);
        else rows.push({ productUnitId: line.productUnitId, quantity: Math.min(line.quantity, stock) });
      }),
    ),

    http.delete(`${api}/remove-product/:productUnitId`, ({ request, params }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const parsed = check(productUnitParams, params, 'params');
      if (!parsed.ok) return parsed.response;
      const rows = s().carts[auth.user.id] ?? [];
      const index = rows.findIndex((row) => row.productUnitId === parsed.data.productUnitId);
      if (index < 0) return error(404, CART_MESSAGES.notInCart);
      rows.splice(index, 1);
      changed();
      return json({ data: cartOf(auth.user.id), message: CART_MESSAGES.deleted });
    }),
  ];
}
