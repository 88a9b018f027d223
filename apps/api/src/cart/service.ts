// The server cart of a signed-in shopper (spec section 3 "Server cart", DESIGN.md "Cart"). The client sends ids
// and quantities; the server checks them against the catalog, caps them at stock, and prices the rows.
import { koboToNaira } from '@oko/shared/money';
import { CART_MESSAGES } from '@oko/shared/cart-messages';
import type { CartPayload, ServerCart } from '@oko/shared/schemas/cart';
import type { Database } from '../db/client';
import { type CheckedLine, checkLines } from '../catalog/lines';
import { unitWeight } from '../catalog/service';
import { DomainError, NotFoundError } from '../errors';
import { MAX_ID } from '../ids';
import {
  type CartLine,
  addCartQuantities,
  deleteCartRowOfUser,
  deleteCartRows,
  ensureCartId,
  listCartRows,
  setCartQuantities,
} from './queries';

export async function getCart(db: Database, userId: number): Promise<ServerCart> {
  const rows = await listCartRows(db, userId);
  return {
    items: rows.map((row) => ({
      product_id: row.productId,
      product_unit_id: row.productUnitId,
      quantity: row.quantity,
      product_unit: {
        id: row.productUnitId,
        price_per_unit: koboToNaira(row.priceKobo),
        unit_number: row.unitNumber,
        unit: { name: row.unitName, symbol: row.unitSymbol },
        available_quantity: row.availableQuantity,
        product: { id: row.productId, name: row.productName },
        weight: unitWeight(row),
      },
    })),
  };
}

/**
 * The payload's lines, checked against the catalog (`checkLines`): any unknown product or unit is a 422 with
 * the field that names it. A unit named twice counts once, with its last quantity.
 */
async function checkCart(db: Database, payload: CartPayload): Promise<CheckedLine[]> {
  const { lines, errors } = await checkLines(db, 'cart_data', payload.cart_data);
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new DomainError(422, first, errors);
  return lines;
}

/**
 * `POST /cart`: sets each named row's quantity, capped at the unit's stock. A quantity of 0 or less (or a unit
 * now out of stock) removes the row. Rows the payload does not name are left alone.
 */
export async function updateCart(db: Database, userId: number, payload: CartPayload): Promise<ServerCart> {
  const lines = await checkCart(db, payload);
  await db.transaction(async (tx) => {
    const cartId = await ensureCartId(tx, userId);
    const kept: CartLine[] = [];
    const removed: number[] = [];
    for (const line of lines) {
      const quantity = Math.min(line.quantity, line.stock);
      if (quantity > 0) kept.push({ productUnitId: line.productUnitId, quantity });
      else removed.push(line.productUnitId);
    }
    await setCartQuantities(tx, cartId, kept);
    await deleteCartRows(tx, cartId, removed);
  });
  return getCart(db, userId);
}

/**
 * `POST /cart/merge`, the guest cart at sign-in: each quantity is added to the account's, capped at stock.
 * Lines of 0 or less and units out of stock change nothing; nothing the account holds is removed.
 */
export async function mergeIntoCart(db: Database, userId: number, payload: CartPayload): Promise<ServerCart> {
  const lines = await checkCart(db, payload);
  const added = lines
    .filter((line) => line.quantity > 0 && line.stock > 0)
    .map((line) => ({ productUnitId: line.productUnitId, quantity: Math.min(line.quantity, line.stock) }));
  await db.transaction(async (tx) => {
    const cartId = await ensureCartId(tx, userId);
    await addCartQuantities(tx, cartId, added);
  });
  return getCart(db, userId);
}

/** `DELETE /remove-product/{productUnitId}`: 404 when the shopper's cart has no such row. */
export async function removeFromCart(
  db: Database,
  userId: number,
  productUnitId: number,
): Promise<ServerCart> {
  if (productUnitId > MAX_ID || !(await deleteCartRowOfUser(db, userId, productUnitId))) {
    throw new NotFoundError(CART_MESSAGES.notInCart);
  }
  return getCart(db, userId);
}
