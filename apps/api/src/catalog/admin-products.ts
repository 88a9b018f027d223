// The back office's products (issue 13, decision 017): products with every sale unit, hidden ones too, and their
// stock. Each write is one transaction with its audit entry; prices arrive in kobo from the shared schemas; a
// stock change is a conditional update that never races an order.
import { koboToNaira } from '@oko/shared/money';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import {
  type AdminProduct,
  type AdminProductListQuery,
  type StockAdjustment,
  type createProductSchema,
  estimatePriceKobo,
  type productUnitInputSchema,
  type unitWeightInputSchema,
  type stockAdjustmentSchema,
  type updateProductSchema,
  type updateProductUnitSchema,
} from '@oko/shared/schemas/admin-catalog';
import type { Page } from '@oko/shared/schemas/api';
import { unitLabel } from '@oko/shared/units';
import { kgToGrams } from '@oko/shared/weight';
import type { z } from 'zod';
import { toProduct } from './service';
import type { Database } from '../db/client';
import { DomainError, NotFoundError, fieldError, found } from '../errors';
import { isDbId } from '../ids';
import { productImageUrl } from '../media/urls';
import { pageMeta, pageOffset } from '../paging';
import { type Actor, auditChange, pick, recordAudit } from '../audit/queries';
import {
  type AdminProductRow,
  categoryExists,
  deleteProduct,
  ensureUnits,
  findAdminProduct,
  insertProduct,
  insertProductUnits,
  insertStockAdjustment,
  listAdminProducts,
  listStockAdjustments,
  lockProduct,
  lockProductUnit,
  productHasOrders,
  productSlugsLike,
  productUnitKeys,
  updateProduct,
  updateProductUnit,
} from './admin-product-queries';
import { firstFree, slugOf } from './slugs';
import { changeStock } from './stock';

/** The storefront's product (catalog's `toProduct`), with whether it and each unit are shown. */
export function toAdminProduct(row: AdminProductRow): AdminProduct {
  const product = toProduct(row);
  return {
    ...product,
    active: row.active,
    product_units: product.product_units.map((unit, index) => ({
      ...unit,
      active: row.units[index]?.active ?? false,
    })),
  };
}

export async function getProduct(db: Database, productId: number): Promise<AdminProduct> {
  const row = found(
    isDbId(productId) ? await findAdminProduct(db, productId) : undefined,
    ADMIN_MESSAGES.productNotFound,
  );
  return toAdminProduct(row);
}

export async function listProducts(db: Database, query: AdminProductListQuery): Promise<Page<AdminProduct>> {
  const { rows, total } = await listAdminProducts(
    db,
    { search: query.q || undefined, categoryId: query.category_id },
    query.per_page,
    pageOffset(query),
  );
  return { data: rows.map(toAdminProduct), meta: pageMeta(total, query) };
}

async function freeSlug(db: Database, name: string): Promise<string> {
  const base = slugOf(name, 'product');
  return firstFree(base, await productSlugsLike(db, base));
}

type UnitInput = z.output<typeof productUnitInputSchema>;

/** A weighed unit's terms as its columns; null: sold as it is (issue 27). */
function weightColumns(weight: z.output<typeof unitWeightInputSchema> | null) {
  return weight === null
    ? { pricePerKgKobo: null, estimatedGrams: null, tolerancePercent: 0 }
    : {
        pricePerKgKobo: weight.price_per_kg,
        estimatedGrams: kgToGrams(weight.estimated_kg),
        tolerancePercent: weight.tolerance_percent,
      };
}

/** Writes the units of a product, refusing one it is already sold in (same unit and number). */
async function addUnits(
  db: Database,
  productId: number,
  inputs: UnitInput[],
  field: (index: number) => string,
) {
  const unitIds = await ensureUnits(
    db,
    inputs.map((input) => input.unit),
  );
  const existing = await productUnitKeys(db, productId);
  const values = inputs.map((input, index) => {
    const unitId = unitIds.get(input.unit.symbol);
    if (unitId === undefined) throw new Error(`unit ${input.unit.symbol} not found after insert`);
    const key = `${unitId}:${input.unit_number}`;
    if (existing.has(key)) {
      throw fieldError(
        422,
        field(index),
        ADMIN_MESSAGES.duplicateUnit(unitLabel(input.unit_number, input.unit)),
      );
    }
    existing.add(key);
    return {
      productId,
      unitId,
      unitNumber: input.unit_number,
      priceKobo: input.price_per_unit,
      availableQuantity: input.available_quantity,
      active: input.active,
      ...weightColumns(input.weight),
    };
  });
  return insertProductUnits(db, values);
}

export async function createProduct(
  db: Database,
  actor: Actor,
  input: z.output<typeof createProductSchema>,
): Promise<AdminProduct> {
  if (!(await categoryExists(db, input.category_id))) {
    throw fieldError(422, 'category_id', ADMIN_MESSAGES.unknownCategory);
  }
  const productId = await db.transaction(async (tx) => {
    const slug = await freeSlug(tx, input.name);
    const id = await insertProduct(tx, {
      name: input.name,
      slug,
      categoryId: input.category_id,
      description: input.description,
      imageUrl: productImageUrl(slug),
      active: input.active,
    });
    await addUnits(tx, id, input.product_units, (index) => `product_units.${index}.unit.name`);
    const created = await findAdminProduct(tx, id);
    await auditChange(tx, actor, 'product.create', id, { after: created ? toAdminProduct(created) : null });
    return id;
  });
  return getProduct(db, productId);
}

export async function addProductUnit(
  db: Database,
  actor: Actor,
  productId: number,
  input: UnitInput,
): Promise<AdminProduct> {
  if (!isDbId(productId)) throw new NotFoundError(ADMIN_MESSAGES.productNotFound);
  await db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) throw new NotFoundError(ADMIN_MESSAGES.productNotFound);
    const [unitId] = await addUnits(tx, productId, [input], () => 'unit.name');
    await auditChange(tx, actor, 'product_unit.create', unitId ?? null, {
      after: {
        product_id: productId,
        unit: input.unit,
        unit_number: input.unit_number,
        price_per_unit: koboToNaira(input.price_per_unit),
        available_quantity: input.available_quantity,
        active: input.active,
        weight: input.weight && { ...input.weight, price_per_kg: koboToNaira(input.weight.price_per_kg) },
      },
    });
  });
  return getProduct(db, productId);
}

export async function editProduct(
  db: Database,
  actor: Actor,
  productId: number,
  input: z.output<typeof updateProductSchema>,
): Promise<AdminProduct> {
  if (!isDbId(productId)) throw new NotFoundError(ADMIN_MESSAGES.productNotFound);
  if (input.category_id !== undefined && !(await categoryExists(db, input.category_id))) {
    throw fieldError(422, 'category_id', ADMIN_MESSAGES.unknownCategory);
  }
  await db.transaction(async (tx) => {
    const before = found(await lockProduct(tx, productId), ADMIN_MESSAGES.productNotFound);
    const changes = {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.category_id === undefined ? {} : { categoryId: input.category_id }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.active === undefined ? {} : { active: input.active }),
    };
    await updateProduct(tx, productId, changes);
    await auditChange(tx, actor, 'product.update', productId, {
      before: pick(before, Object.keys(changes)),
      after: changes,
    });
  });
  return getProduct(db, productId);
}

/** A product with orders is hidden (its order lines name it); one without is deleted. */
export async function removeProduct(
  db: Database,
  actor: Actor,
  productId: number,
): Promise<{ deleted: true } | { deleted: false; product: AdminProduct }> {
  if (!isDbId(productId)) throw new NotFoundError(ADMIN_MESSAGES.productNotFound);
  const deleted = await db.transaction(async (tx) => {
    const before = found(await lockProduct(tx, productId), ADMIN_MESSAGES.productNotFound);
    if (await productHasOrders(tx, productId)) {
      await updateProduct(tx, productId, { active: false });
      await auditChange(tx, actor, 'product.hide', productId, {
        before: { active: before.active },
        after: { active: false },
      });
      return false;
    }
    await deleteProduct(tx, productId);
    await auditChange(tx, actor, 'product.delete', productId, { before });
    return true;
  });
  return deleted ? { deleted: true } : { deleted: false, product: await getProduct(db, productId) };
}

// ── Units and stock ─────────────────────────────────────────────────────────────────────────────────────────

/** A recount, under the unit's row lock: the change that makes its stock `after`, through the one writer. */
async function stockTo(tx: Database, unit: { id: number; availableQuantity: number }, after: number) {
  const change = after - unit.availableQuantity;
  // 0 ≤ after ≤ MAX_STOCK (the schemas), and the row is locked: the guard cannot refuse it.
  if (change !== 0 && !(await changeStock(tx, unit.id, change)))
    throw new Error(`unit ${unit.id} refused a recount`);
  return { before: unit.availableQuantity, after };
}

/**
 * Any of price, stock and active. Staff may change the stock only (403 otherwise). A stock figure given here
 * replaces the unit's (a recount) and is kept as a stock adjustment.
 */
export async function editProductUnit(
  db: Database,
  actor: Actor,
  productUnitId: number,
  input: z.output<typeof updateProductUnitSchema>,
): Promise<AdminProduct> {
  if (
    actor.role !== 'owner' &&
    (input.price_per_unit !== undefined || input.active !== undefined || input.weight !== undefined)
  ) {
    throw new DomainError(403, ADMIN_MESSAGES.ownerOnly);
  }
  if (!isDbId(productUnitId)) throw new NotFoundError(ADMIN_MESSAGES.unitNotFound);
  const productId = await db.transaction(async (tx) => {
    const before = found(await lockProductUnit(tx, productUnitId), ADMIN_MESSAGES.unitNotFound);
    // A weighed unit's price follows its weight (issue 27): a new price alone would break price per kg × kg.
    if (input.weight === undefined && input.price_per_unit !== undefined && before.pricePerKgKobo !== null) {
      if (input.price_per_unit !== before.priceKobo) {
        throw fieldError(422, 'price_per_unit', ADMIN_MESSAGES.unitWeighedPrice);
      }
    }
    const changes = {
      ...(input.weight === undefined
        ? {}
        : {
            ...weightColumns(input.weight),
            priceKobo: input.weight ? estimatePriceKobo(input.weight) : input.price_per_unit,
          }),
      ...(input.price_per_unit === undefined || input.weight !== undefined
        ? {}
        : { priceKobo: input.price_per_unit }),
      ...(input.available_quantity === undefined ? {} : { availableQuantity: input.available_quantity }),
      ...(input.active === undefined ? {} : { active: input.active }),
    };
    const { availableQuantity, ...unitChanges } = changes;
    await updateProductUnit(tx, productUnitId, unitChanges);
    if (availableQuantity !== undefined && availableQuantity !== before.availableQuantity) {
      await insertStockAdjustment(tx, {
        productUnitId,
        userId: actor.userId,
        reason: 'recount',
        ...(await stockTo(tx, before, availableQuantity)),
      });
    }
    await auditChange(tx, actor, 'product_unit.update', productUnitId, {
      before: pick(before, Object.keys(changes)),
      after: changes,
    });
    return before.productId;
  });
  return getProduct(db, productId);
}

/**
 * In the caller's transaction: the shelf recounted at packing (issue 43, decision 037), only when the packer says
 * how many are left: the unit's stock becomes that count, kept as a stock adjustment by the packer.
 */
export async function recountShelf(
  tx: Database,
  actor: Actor,
  productUnitId: number,
  count: number,
): Promise<void> {
  const unit = await lockProductUnit(tx, productUnitId);
  if (!unit || unit.availableQuantity === count) return;
  await insertStockAdjustment(tx, {
    productUnitId,
    userId: actor.userId,
    reason: 'recount',
    ...(await stockTo(tx, unit, count)),
  });
}

function toAdjustment(row: {
  id: number;
  productUnitId: number;
  reason: StockAdjustment['reason'];
  before: number;
  after: number;
  at: Date;
  userId: number | null;
  userName: string | null;
}): StockAdjustment {
  return {
    id: row.id,
    product_unit_id: row.productUnitId,
    reason: row.reason,
    before: row.before,
    after: row.after,
    by: row.userId === null ? null : { id: row.userId, name: row.userName ?? '' },
    at: row.at.toISOString(),
  };
}

/**
 * `change`: added in one conditional update (an order taking stock at the same moment is neither lost nor
 * oversold: 409 when it would go below 0 or above MAX_STOCK). `set`: the unit's row is locked, then recounted.
 */
export async function adjustStock(
  db: Database,
  actor: Actor & { name: string },
  productUnitId: number,
  input: z.output<typeof stockAdjustmentSchema>,
): Promise<StockAdjustment> {
  if (!isDbId(productUnitId)) throw new NotFoundError(ADMIN_MESSAGES.unitNotFound);
  const row = await db.transaction(async (tx) => {
    let moved: { before: number; after: number } | undefined;
    if (input.change !== undefined) {
      moved = await changeStock(tx, productUnitId, input.change);
      if (!moved) {
        const unit = found(await lockProductUnit(tx, productUnitId), ADMIN_MESSAGES.unitNotFound);
        throw input.change < 0
          ? fieldError(409, 'change', ADMIN_MESSAGES.stockShort(unit.availableQuantity))
          : fieldError(409, 'change', ADMIN_MESSAGES.stockTooHigh);
      }
    } else {
      const unit = found(await lockProductUnit(tx, productUnitId), ADMIN_MESSAGES.unitNotFound);
      moved = await stockTo(tx, unit, input.set ?? unit.availableQuantity);
    }
    const adjustment = await insertStockAdjustment(tx, {
      productUnitId,
      userId: actor.userId,
      reason: input.reason,
      ...moved,
    });
    await recordAudit(tx, {
      userId: actor.userId,
      action: 'stock.adjust',
      entity: 'product_unit',
      entityId: productUnitId,
      before: { available_quantity: moved.before },
      after: { available_quantity: moved.after, reason: input.reason },
    });
    return adjustment;
  });
  return toAdjustment({ ...row, userId: actor.userId, userName: actor.name });
}

export async function stockHistory(db: Database, productUnitId: number): Promise<StockAdjustment[]> {
  if (!isDbId(productUnitId)) throw new NotFoundError(ADMIN_MESSAGES.unitNotFound);
  return (await listStockAdjustments(db, productUnitId, 100)).map(toAdjustment);
}
