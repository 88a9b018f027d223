// Units of the seeded shop for tests that buy: two units of one product and a unit of another, with the stock
// each test sets.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { productUnits } from '../db/schema';

export type Unit = { productId: number; unitId: number };

/** The first product sold in two units (yam, yamBag), and the lowest unit id of any other product (rice). */
export async function seededUnits(db: Database): Promise<{ yam: Unit; yamBag: Unit; rice: Unit }> {
  const all = await db
    .select({ unitId: productUnits.id, productId: productUnits.productId })
    .from(productUnits)
    .orderBy(asc(productUnits.productId), asc(productUnits.id));
  const [yam, yamBag] = all.filter((unit) =>
    all.some((other) => other.productId === unit.productId && other.unitId !== unit.unitId),
  );
  const [rice] = all.filter((unit) => unit.productId !== yam!.productId).sort((a, b) => a.unitId - b.unitId);
  return { yam: yam!, yamBag: yamBag!, rice: rice! };
}

export async function setStock(db: Database, unitId: number, availableQuantity: number): Promise<void> {
  await db.update(productUnits).set({ availableQuantity }).where(eq(productUnits.id, unitId));
}

export async function stockOf(db: Database, unitId: number): Promise<number> {
  const [row] = await db
    .select({ stock: productUnits.availableQuantity })
    .from(productUnits)
    .where(eq(productUnits.id, unitId));
  return row!.stock;
}
