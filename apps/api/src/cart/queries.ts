import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cartItems, carts, productUnits, products, units } from '../db/schema';

/** The shopper's cart id, made on first use (one cart per user; a concurrent first use finds the other's). */
export async function ensureCartId(db: Database, userId: number): Promise<number> {
  await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!cart) throw new Error(`cart of user ${userId} vanished`);
  return cart.id;
}

/** The shopper's rows with what the cart page shows of each unit, in the order they were first added. */
export async function listCartRows(db: Database, userId: number) {
  return db
    .select({
      productId: products.id,
      productName: products.name,
      productUnitId: productUnits.id,
      quantity: cartItems.quantity,
      unitNumber: productUnits.unitNumber,
      priceKobo: productUnits.priceKobo,
      availableQuantity: productUnits.availableQuantity,
      pricePerKgKobo: productUnits.pricePerKgKobo,
      estimatedGrams: productUnits.estimatedGrams,
      tolerancePercent: productUnits.tolerancePercent,
      unitName: units.name,
      unitSymbol: units.symbol,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(productUnits, eq(productUnits.id, cartItems.productUnitId))
    .innerJoin(products, eq(products.id, productUnits.productId))
    .innerJoin(units, eq(units.id, productUnits.unitId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.id));
}

export type CartLine = { productUnitId: number; quantity: number };

/** Sets each named row's quantity (already capped at stock and above 0), adding rows that are missing. */
export const setCartQuantities = (db: Database, cartId: number, lines: CartLine[]) =>
  upsertCartRows(db, cartId, lines, sql`excluded.quantity`);

/**
 * Adds each line's quantity to the row's, capped at the unit's stock at the time of writing (the database
 * reads the stock, so a merge never holds more than there is). Lines must be of units with stock above 0.
 */
export const addCartQuantities = (db: Database, cartId: number, lines: CartLine[]) =>
  upsertCartRows(
    db,
    cartId,
    lines,
    sql`greatest(1, least(${cartItems.quantity} + excluded.quantity, (select ${productUnits.availableQuantity} from ${productUnits} where ${productUnits.id} = excluded.product_unit_id)))`,
  );

/** Inserts the lines as rows of the cart; a row already there takes `quantity` (`excluded` is the line's). */
async function upsertCartRows(db: Database, cartId: number, lines: CartLine[], quantity: SQL): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insert(cartItems)
    .values(lines.map((line) => ({ cartId, ...line })))
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productUnitId], set: { quantity } });
}

export async function deleteCartRows(db: Database, cartId: number, productUnitIds: number[]): Promise<void> {
  if (productUnitIds.length === 0) return;
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.productUnitId, productUnitIds)));
}

/** Removes one row of the shopper's cart; false when it was not there. */
export async function deleteCartRowOfUser(
  db: Database,
  userId: number,
  productUnitId: number,
): Promise<boolean> {
  const deleted = await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.productUnitId, productUnitId),
        inArray(cartItems.cartId, db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId))),
      ),
    )
    .returning({ id: cartItems.id });
  return deleted.length > 0;
}

/** Removes the ordered units from the shopper's cart (the whole row of each). */
export async function removeCartRows(db: Database, userId: number, productUnitIds: number[]): Promise<void> {
  if (productUnitIds.length === 0) return;
  await db
    .delete(cartItems)
    .where(
      and(
        inArray(cartItems.productUnitId, productUnitIds),
        inArray(cartItems.cartId, db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId))),
      ),
    );
}
