// The back office's rules (issue 13, decision 017). Each write is one transaction with its audit entry; prices
// arrive in kobo from the shared schemas; a stock change is a conditional update that never races an order.
import { koboToNaira } from '@oko/shared/money';
import { nextStatuses } from '@oko/shared/order-status';
import {
  ADMIN_MESSAGES,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderSummary,
  type AdminProduct,
  type AdminProductListQuery,
  type AdminCategory,
  type AdminDeliveryChannel,
  type categoryOrderSchema,
  type createCategorySchema,
  type updateCategorySchema,
  type AuditEntry,
  type AuditQuery,
  type createDeliveryChannelSchema,
  type updateDeliveryChannelSchema,
  type updateSettingsSchema,
  type Dashboard,
  LOW_STOCK_AT,
  type PickList,
  type adminOrderFilterSchema,
  type StockAdjustment,
  type createProductSchema,
  type productUnitInputSchema,
  type stockAdjustmentSchema,
  type updateProductSchema,
  type updateProductUnitSchema,
  unitLabel,
} from '@oko/shared/schemas/admin';
import { localPhone } from '@oko/shared/schemas/phone';
import type { Page } from '@oko/shared/schemas/api';
import type { Settings } from '@oko/shared/schemas/settings';
import { ORDER_MESSAGES, type OrderStatus } from '@oko/shared/schemas/order';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { DomainError, NotFoundError, fieldError, found } from '../errors';
import { isDbId } from '../ids';
import { categoryImageUrl, productImageUrl } from '../media/urls';
import { listStatusHistory } from '../orders/queries';
import { changeOrderStatus, orderDetail, toSummary } from '../orders/service';
import { countRefundDueOrders, listAttempts } from '../payments/queries';
import { pageMeta, pageOffset } from '../paging';
import { FREE_DELIVERY_KEY, deleteSetting, saveSettings } from '../settings/queries';
import { getSettings } from '../settings/service';
import { type Actor, countAuditEntries, latestAuditEntries, logAction, pick } from './audit';
import {
  allCategoryIds,
  categorySlugsLike,
  findAdminCategory,
  insertCategory,
  keepFormerSlug,
  listAllCategories,
  lockCategory,
  setCategoryPositions,
  updateCategory,
} from './categories-queries';
import { countOrdersByStatus, lowStockUnits, salesSince } from './dashboard-queries';
import {
  type AdminOrderRow,
  findOrderWithCustomer,
  findPaymentOf,
  listAllOrders,
  listOrdersForExport,
  markTransferPaid,
  pickLines,
} from './orders-queries';
import {
  type AdminProductRow,
  addStock,
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
} from './products-queries';
import {
  insertDeliveryChannel,
  listAllDeliveryChannels,
  lockDeliveryChannel,
  updateDeliveryChannel,
} from './settings-queries';
import { firstFree, slugOf } from './slugs';

// ── Orders ──────────────────────────────────────────────────────────────────────────────────────────────────

/** The shop's days are Lagos days (UTC+1, no daylight saving): "2026-03-01" starts at 23:00 UTC the day before. */
export const lagosMidnight = (day: string) => new Date(`${day}T00:00:00+01:00`);
const nextDay = (day: string) => new Date(lagosMidnight(day).getTime() + 24 * 60 * 60 * 1000);

function toAdminSummary(row: AdminOrderRow): AdminOrderSummary {
  return { ...toSummary(row), customer: row.customer, delivery_channel_name: row.deliveryChannelName };
}

type OrderFilterQuery = z.output<typeof adminOrderFilterSchema>;

function orderFilterOf(query: OrderFilterQuery) {
  if (query.from && query.to && query.from > query.to) {
    throw fieldError(422, 'to', 'The end date may not be before the start date.');
  }
  return {
    status: query.status,
    paymentMethod: query.payment_method,
    since: query.from ? lagosMidnight(query.from) : undefined,
    before: query.to ? nextDay(query.to) : undefined,
    search: query.q || undefined,
  };
}

export async function listOrders(db: Database, query: AdminOrderListQuery): Promise<Page<AdminOrderSummary>> {
  const { rows, total } = await listAllOrders(db, orderFilterOf(query), query.per_page, pageOffset(query));
  return { data: rows.map(toAdminSummary), meta: pageMeta(total, query) };
}

/** Most orders one export holds: a busy farm shop's months, not a database dump. */
export const EXPORT_LIMIT = 10_000;
/** Most orders one pick list packs. */
const PICK_LIST_LIMIT = 200;

/** A CSV cell: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const CSV_COLUMNS = [
  'order',
  'placed_at',
  'status',
  'payment_method',
  'payment_status',
  'first_name',
  'last_name',
  'email',
  'phone',
  'delivery_channel',
  'state',
  'city',
  'items',
  'subtotal',
  'delivery_fee',
  'total',
] as const;

/** The filtered orders (newest first, at most EXPORT_LIMIT) as CSV, money in naira with 2 decimals. */
export async function exportOrdersCsv(db: Database, query: OrderFilterQuery): Promise<string> {
  const rows = await listOrdersForExport(db, orderFilterOf(query), EXPORT_LIMIT);
  const lines = rows.map((row) =>
    [
      row.id,
      row.createdAt.toISOString(),
      row.status,
      row.paymentMethod,
      row.paymentStatus,
      row.customer.name,
      row.customer.last_name,
      row.customer.email,
      row.phone ? localPhone(row.phone) : '',
      row.deliveryChannelName,
      row.deliveryAddress.state,
      row.deliveryAddress.city,
      row.itemsCount,
      koboToNaira(row.subtotalKobo),
      koboToNaira(row.deliveryFeeKobo),
      koboToNaira(row.totalKobo),
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

/** The orders to pack (the filter's; confirmed ones by default), each in full, and every unit's total. */
export async function pickList(db: Database, query: OrderFilterQuery): Promise<PickList> {
  const rows = await listOrdersForExport(
    db,
    orderFilterOf({ ...query, status: query.status ?? 'confirmed' }),
    PICK_LIST_LIMIT,
  );
  // Oldest first: the order they came in is the order they are packed in.
  const ids = rows.map((row) => row.id).reverse();
  const details: AdminOrderDetail[] = [];
  for (const id of ids) details.push(await getOrder(db, id));
  const lines = await pickLines(db, ids);
  return {
    orders: details,
    lines: lines.map((line) => ({
      product_unit_id: line.productUnitId,
      product_name: line.productName,
      unit_label: line.unitLabel,
      quantity: line.quantity,
      orders_count: line.ordersCount,
    })),
  };
}

/** A bank transfer's money arrived: payment_status → paid, once (409 after; 422 for other methods). */
export async function markPaymentReceived(
  db: Database,
  actor: Actor,
  orderId: number,
): Promise<AdminOrderDetail> {
  if (!isDbId(orderId)) throw new NotFoundError(ORDER_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const before = found(await findPaymentOf(tx, orderId), ORDER_MESSAGES.notFound);
    if (before.paymentMethod !== 'bank_transfer') throw new DomainError(422, ADMIN_MESSAGES.notBankTransfer);
    if (!(await markTransferPaid(tx, orderId))) throw new DomainError(409, ADMIN_MESSAGES.alreadyPaid);
    await logAction(tx, actor, 'order.payment_received', 'order', orderId, {
      before: { payment_status: before.paymentStatus },
      after: { payment_status: 'paid' },
    });
  });
  return getOrder(db, orderId);
}

// ── Dashboard and audit log ─────────────────────────────────────────────────────────────────────────────────

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date in Lagos (UTC+1) at `now`: "2026-03-01". */
export const lagosDate = (now: Date) => new Date(now.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);

export async function dashboard(db: Database, actor: Actor, now = new Date()): Promise<Dashboard> {
  const todayDate = lagosDate(now);
  const today = lagosMidnight(todayDate);
  // 0 Sunday … 6 Saturday, of the Lagos date; the week starts on Monday.
  const weekday = new Date(`${todayDate}T00:00:00Z`).getUTCDay();
  const monday = new Date(today.getTime() - ((weekday + 6) % 7) * DAY_MS);
  const byStatus = await countOrdersByStatus(db);
  const todaySales = await salesSince(db, today);
  const weekSales = await salesSince(db, monday);
  const low = await lowStockUnits(db, LOW_STOCK_AT, 20);
  const latest = await listAllOrders(db, {}, 5, 0);
  const audit = actor.role === 'owner' ? await latestAuditEntries(db, 10) : null;
  const refundDue = await countRefundDueOrders(db);
  const waiting = (status: OrderStatus) => byStatus.find((row) => row.status === status)?.total ?? 0;
  return {
    orders_waiting: {
      pending: waiting('pending'),
      confirmed: waiting('confirmed'),
      processing: waiting('processing'),
      out_for_delivery: waiting('out_for_delivery'),
    },
    sales: {
      today: { orders: todaySales.orders, total: koboToNaira(todaySales.totalKobo) },
      week: { orders: weekSales.orders, total: koboToNaira(weekSales.totalKobo) },
    },
    refund_due: refundDue,
    low_stock: low.map((unit) => ({
      product_unit_id: unit.productUnitId,
      product_id: unit.productId,
      product_name: unit.productName,
      unit_label: unitLabel(Number(unit.unitNumber), unit.unitSymbol),
      available_quantity: unit.availableQuantity,
    })),
    latest_orders: latest.rows.map(toAdminSummary),
    audit,
  };
}

export async function auditPage(db: Database, query: AuditQuery): Promise<Page<AuditEntry>> {
  const entries = await latestAuditEntries(db, query.per_page, pageOffset(query), query.entity);
  return { data: entries, meta: pageMeta(await countAuditEntries(db, query.entity), query) };
}

export async function getOrder(db: Database, orderId: number): Promise<AdminOrderDetail> {
  const row = found(
    isDbId(orderId) ? await findOrderWithCustomer(db, orderId) : undefined,
    ORDER_MESSAGES.notFound,
  );
  const [detail, history, attempts] = await Promise.all([
    orderDetail(db, row),
    listStatusHistory(db, row.id),
    listAttempts(db, row.id),
  ]);
  return {
    ...detail,
    customer: row.customer,
    history: history.map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
    payment_attempts: attempts.map((attempt) => ({
      reference: attempt.reference,
      amount: koboToNaira(attempt.amountKobo),
      status: attempt.status,
      gateway_response: attempt.gatewayResponse,
      paid_amount: attempt.paidAmountKobo === null ? null : koboToNaira(attempt.paidAmountKobo),
      paid_currency: attempt.paidCurrency,
      test_mode: attempt.testMode,
      created_at: attempt.createdAt.toISOString(),
      settled_at: attempt.settledAt?.toISOString() ?? null,
    })),
    next_statuses: nextStatuses(row.status, detail),
  };
}

export async function setOrderStatus(
  db: Database,
  actor: Actor,
  orderId: number,
  status: OrderStatus,
  publicUrl?: string,
): Promise<AdminOrderDetail> {
  await changeOrderStatus(db, orderId, status, { publicUrl, by: { userId: actor.userId } });
  return getOrder(db, orderId);
}

// ── Products ────────────────────────────────────────────────────────────────────────────────────────────────

export function toAdminProduct(row: AdminProductRow): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image_url: row.imageUrl,
    active: row.active,
    category: row.category,
    product_units: row.units.map((unit) => ({
      id: unit.id,
      product_id: row.id,
      unit_number: unit.unitNumber,
      unit: unit.unit,
      price_per_unit: koboToNaira(unit.priceKobo),
      available_quantity: unit.availableQuantity,
      active: unit.active,
    })),
    created_at: row.createdAt.toISOString(),
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
        ADMIN_MESSAGES.duplicateUnit(unitLabel(input.unit_number, input.unit.symbol)),
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
    await logAction(tx, actor, 'product.create', 'product', id, {
      after: created ? toAdminProduct(created) : null,
    });
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
    await logAction(tx, actor, 'product_unit.create', 'product_unit', unitId ?? null, {
      after: {
        product_id: productId,
        unit: input.unit,
        unit_number: input.unit_number,
        price_per_unit: koboToNaira(input.price_per_unit),
        available_quantity: input.available_quantity,
        active: input.active,
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
    await logAction(tx, actor, 'product.update', 'product', productId, {
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
      await logAction(tx, actor, 'product.hide', 'product', productId, {
        before: { active: before.active },
        after: { active: false },
      });
      return false;
    }
    await deleteProduct(tx, productId);
    await logAction(tx, actor, 'product.delete', 'product', productId, {
      before,
    });
    return true;
  });
  return deleted ? { deleted: true } : { deleted: false, product: await getProduct(db, productId) };
}

// ── Units and stock ─────────────────────────────────────────────────────────────────────────────────────────

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
  if (actor.role !== 'owner' && (input.price_per_unit !== undefined || input.active !== undefined)) {
    throw new DomainError(403, ADMIN_MESSAGES.ownerOnly);
  }
  if (!isDbId(productUnitId)) throw new NotFoundError(ADMIN_MESSAGES.unitNotFound);
  const productId = await db.transaction(async (tx) => {
    const before = found(await lockProductUnit(tx, productUnitId), ADMIN_MESSAGES.unitNotFound);
    const changes = {
      ...(input.price_per_unit === undefined ? {} : { priceKobo: input.price_per_unit }),
      ...(input.available_quantity === undefined ? {} : { availableQuantity: input.available_quantity }),
      ...(input.active === undefined ? {} : { active: input.active }),
    };
    await updateProductUnit(tx, productUnitId, changes);
    if (input.available_quantity !== undefined && input.available_quantity !== before.availableQuantity) {
      await insertStockAdjustment(tx, {
        productUnitId,
        userId: actor.userId,
        reason: 'recount',
        before: before.availableQuantity,
        after: input.available_quantity,
      });
    }
    await logAction(tx, actor, 'product_unit.update', 'product_unit', productUnitId, {
      before: pick(before, Object.keys(changes)),
      after: changes,
    });
    return before.productId;
  });
  return getProduct(db, productId);
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
 * oversold: 409 when a negative change would go below 0). `set`: the unit's row is locked, then replaced.
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
      moved = await addStock(tx, productUnitId, input.change);
      if (!moved) {
        const unit = found(await lockProductUnit(tx, productUnitId), ADMIN_MESSAGES.unitNotFound);
        throw fieldError(409, 'change', ADMIN_MESSAGES.stockShort(unit.availableQuantity));
      }
    } else {
      const unit = found(await lockProductUnit(tx, productUnitId), ADMIN_MESSAGES.unitNotFound);
      const after = input.set ?? unit.availableQuantity;
      await updateProductUnit(tx, productUnitId, { availableQuantity: after });
      moved = { before: unit.availableQuantity, after };
    }
    const adjustment = await insertStockAdjustment(tx, {
      productUnitId,
      userId: actor.userId,
      reason: input.reason,
      ...moved,
    });
    await logAction(tx, actor, 'stock.adjust', 'product_unit', productUnitId, {
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

// ── Delivery channels and settings ──────────────────────────────────────────────────────────────────────────

function toAdminChannel(row: {
  id: number;
  name: string;
  description: string;
  feeKobo: number;
  active: boolean;
}): AdminDeliveryChannel {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    fee: koboToNaira(row.feeKobo),
    active: row.active,
  };
}

export async function listDeliveryChannels(db: Database): Promise<AdminDeliveryChannel[]> {
  return (await listAllDeliveryChannels(db)).map(toAdminChannel);
}

export async function createDeliveryChannel(
  db: Database,
  actor: Actor,
  input: z.output<typeof createDeliveryChannelSchema>,
): Promise<AdminDeliveryChannel> {
  return db.transaction(async (tx) => {
    const row = await insertDeliveryChannel(tx, {
      name: input.name,
      description: input.description,
      feeKobo: input.fee,
      active: input.active,
    });
    if (!row) throw fieldError(422, 'name', ADMIN_MESSAGES.channelNameTaken);
    const channel = toAdminChannel(row);
    await logAction(tx, actor, 'delivery_channel.create', 'delivery_channel', row.id, {
      after: channel,
    });
    return channel;
  });
}

export async function editDeliveryChannel(
  db: Database,
  actor: Actor,
  channelId: number,
  input: z.output<typeof updateDeliveryChannelSchema>,
): Promise<AdminDeliveryChannel> {
  if (!isDbId(channelId)) throw new NotFoundError(ADMIN_MESSAGES.channelNotFound);
  return db.transaction(async (tx) => {
    const before = found(await lockDeliveryChannel(tx, channelId), ADMIN_MESSAGES.channelNotFound);
    const row = await updateDeliveryChannel(tx, channelId, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.fee === undefined ? {} : { feeKobo: input.fee }),
      ...(input.active === undefined ? {} : { active: input.active }),
    });
    if (!row) throw fieldError(422, 'name', ADMIN_MESSAGES.channelNameTaken);
    const channel = toAdminChannel(row);
    await logAction(tx, actor, 'delivery_channel.update', 'delivery_channel', channelId, {
      before: toAdminChannel(before),
      after: channel,
    });
    return channel;
  });
}

/** Saves the given settings (one row each) and answers them all, as GET /get-setting does. */
export async function editSettings(
  db: Database,
  actor: Actor,
  input: z.output<typeof updateSettingsSchema>,
): Promise<Settings> {
  const { free_delivery_threshold: threshold, ...details } = input;
  const changed = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
  await db.transaction(async (tx) => {
    const before = await getSettings(tx);
    await saveSettings(tx, changed);
    if (threshold === null) await deleteSetting(tx, FREE_DELIVERY_KEY);
    else if (threshold !== undefined) await saveSettings(tx, { [FREE_DELIVERY_KEY]: threshold });
    const after = await getSettings(tx);
    const keys = Object.keys(input).filter((key) => input[key as keyof typeof input] !== undefined);
    await logAction(tx, actor, 'settings.update', 'settings', null, {
      before: pick(before, keys),
      after: pick(after, keys),
    });
  });
  return getSettings(db);
}

// ── Categories ──────────────────────────────────────────────────────────────────────────────────────────────

function toAdminCategory(row: NonNullable<Awaited<ReturnType<typeof findAdminCategory>>>): AdminCategory {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image_url: row.imageUrl,
    products_count: row.productsCount,
    position: row.position,
    former_slugs: row.formerSlugs,
  };
}

export async function listCategories(db: Database): Promise<AdminCategory[]> {
  return (await listAllCategories(db)).map(toAdminCategory);
}

export async function getCategory(db: Database, categoryId: number): Promise<AdminCategory> {
  const row = found(await findAdminCategory(db, categoryId), ADMIN_MESSAGES.categoryNotFound);
  return toAdminCategory(row);
}

/** A new category comes last on the home page; its slug is made from its name. */
export async function createCategory(
  db: Database,
  actor: Actor,
  input: z.output<typeof createCategorySchema>,
): Promise<AdminCategory> {
  const id = await db.transaction(async (tx) => {
    const base = slugOf(input.name, 'category');
    const slug = firstFree(base, await categorySlugsLike(tx, base));
    const categoryId = await insertCategory(tx, {
      name: input.name,
      slug,
      description: input.description,
      imageUrl: categoryImageUrl(slug),
    });
    await logAction(tx, actor, 'category.create', 'category', categoryId, {
      after: { name: input.name, slug, description: input.description },
    });
    return categoryId;
  });
  return getCategory(db, id);
}

/**
 * A new name moves the slug (and the drawn picture's address); the old slug stays in category_slugs, so links to
 * it still find the category, which answers its new slug.
 */
export async function editCategory(
  db: Database,
  actor: Actor,
  categoryId: number,
  input: z.output<typeof updateCategorySchema>,
): Promise<AdminCategory> {
  if (!isDbId(categoryId)) throw new NotFoundError(ADMIN_MESSAGES.categoryNotFound);
  await db.transaction(async (tx) => {
    const before = found(await lockCategory(tx, categoryId), ADMIN_MESSAGES.categoryNotFound);
    const changes: Parameters<typeof updateCategory>[2] = {};
    if (input.description !== undefined) changes.description = input.description;
    if (input.name !== undefined && input.name !== before.name) {
      changes.name = input.name;
      const base = slugOf(input.name, 'category');
      const slug = firstFree(base, await categorySlugsLike(tx, base, categoryId));
      if (slug !== before.slug) {
        changes.slug = slug;
        if (before.imageUrl === categoryImageUrl(before.slug)) changes.imageUrl = categoryImageUrl(slug);
        await keepFormerSlug(tx, categoryId, before.slug, slug);
      }
    }
    await updateCategory(tx, categoryId, changes);
    await logAction(tx, actor, 'category.update', 'category', categoryId, {
      before: pick(before, Object.keys(changes)),
      after: changes,
    });
  });
  return getCategory(db, categoryId);
}

/** The home page's order: every category once (422 otherwise). */
export async function orderCategories(
  db: Database,
  actor: Actor,
  input: z.output<typeof categoryOrderSchema>,
): Promise<AdminCategory[]> {
  await db.transaction(async (tx) => {
    const all = await allCategoryIds(tx);
    const given = new Set(input.category_ids);
    if (all.length !== given.size || all.some((id) => !given.has(id))) {
      throw fieldError(422, 'category_ids', ADMIN_MESSAGES.categoryOrder);
    }
    await setCategoryPositions(tx, input.category_ids);
    await logAction(tx, actor, 'category.order', 'category', null, {
      after: { category_ids: input.category_ids },
    });
  });
  return listCategories(db);
}
