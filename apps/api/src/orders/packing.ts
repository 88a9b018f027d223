// Packing (issue 27, decision 032): while an order is confirmed or processing, staff weigh its weighed lines,
// leave out what is missing, or send a similar unit when the shopper allowed it. Each change is one transaction
// holding the order's row: the line, its stock, the order's final total and the audit entry move together.
// The money is settled once, when the order leaves packing (settlePacking, in the status change's transaction).
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import type { linePackingSchema } from '@oko/shared/schemas/admin-orders';
import { ORDER_MESSAGES } from '@oko/shared/schemas/order';
import { unitLabel } from '@oko/shared/units';
import { gramsToKg, kgToGrams, weighedLineTotalKobo } from '@oko/shared/weight';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, recordAudit } from '../audit/queries';
import { recountShelf } from '../catalog/admin-products';
import { findProductUnits, findUnitDetails } from '../catalog/queries';
import { dealOnPackedLines } from '../deals/service';
import { orderTotalKobo } from '@oko/shared/order-total';
import { changeStock } from '../catalog/stock';
import type { Database } from '../db/client';
import { orderLines, orders } from '../db/schema';
import { DomainError, NotFoundError, fieldError, found } from '../errors';
import { isDbId } from '../ids';
import { enqueueJob } from '../jobs/queue';
import { figuresOf, recordEntries } from '../ledger/account';
import { queueOrderMessage } from './order-messages';
import { type OrderLineRow, listOrderLines, lockOrderStatus } from './queries';

type LinePacking = z.output<typeof linePackingSchema>;

/** The statuses an order's lines may change in: after confirmation, before it leaves the shop. */
const PACKING_STATUSES = ['confirmed', 'processing'] as const;

async function lockLine(tx: Database, orderId: number, lineId: number) {
  const [row] = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)))
    .for('update');
  return row;
}

type LineChange = Partial<typeof orderLines.$inferInsert>;

/** The change a weighing makes: the whole line's weight, charged by the kg, capped by the estimate (+ tolerance). */
function weigh(line: NonNullable<Awaited<ReturnType<typeof lockLine>>>, weighedKg: number): LineChange {
  if (line.pricePerKgKobo === null) throw fieldError(422, 'weighed_kg', ADMIN_MESSAGES.notWeighed);
  if (line.outcome !== null) throw fieldError(422, 'weighed_kg', ADMIN_MESSAGES.lineLeftOut);
  const weighedGrams = kgToGrams(weighedKg);
  return {
    weighedGrams,
    finalTotalKobo: weighedLineTotalKobo(
      {
        pricePerKgKobo: line.pricePerKgKobo,
        lineTotalKobo: line.lineTotalKobo,
        tolerancePercent: line.tolerancePercent,
      },
      weighedGrams,
    ),
  };
}

/**
 * `PATCH /admin/orders/{id}/lines/{lineId}` (staff and owner). 404 unknown order or line; 422 when the order is
 * not being packed, a weight for a line not sold by weight, a substitute the shopper refused or that is unknown,
 * a change to a line already left out or substituted; 409 when the substitute's stock is short.
 */
export async function packLine(
  db: Database,
  actor: Actor,
  orderId: number,
  lineId: number,
  input: LinePacking,
): Promise<void> {
  if (!isDbId(orderId) || !isDbId(lineId)) throw new NotFoundError(ADMIN_MESSAGES.lineNotFound);
  await db.transaction(async (tx) => {
    const order = found(await lockOrderStatus(tx, orderId), ORDER_MESSAGES.notFound);
    const line = found(await lockLine(tx, orderId, lineId), ADMIN_MESSAGES.lineNotFound);
    if (!(PACKING_STATUSES as readonly string[]).includes(order.status)) {
      throw new DomainError(422, ADMIN_MESSAGES.notPacking, { status: [ADMIN_MESSAGES.notPacking] });
    }
    let change: LineChange;
    if (input.weighed_kg !== undefined) {
      change = weigh(line, input.weighed_kg);
    } else if (input.outcome === null) {
      change = await undo(tx, line);
    } else {
      const field = input.outcome ? 'outcome' : 'substitute_product_unit_id';
      if (line.outcome !== null) throw fieldError(422, field, ADMIN_MESSAGES.lineLeftOut);
      change =
        input.substitute_product_unit_id === undefined
          ? { outcome: 'unavailable', finalTotalKobo: 0 }
          : await substitute(tx, line, input.substitute_product_unit_id, input.quantity ?? line.quantity);
      // Missing for this order only: the shelf is recounted when the packer counted it (decision 037).
      if (input.shelf_count !== undefined && line.productUnitId !== null) {
        await recountShelf(tx, actor, line.productUnitId, input.shelf_count);
      }
    }
    await tx.update(orderLines).set(change).where(eq(orderLines.id, lineId));
    const finalTotalKobo = await repriceOrder(tx, orderId);
    // The account moves by the change (decision 044): what the order came to before, as its entries say.
    const before = await figuresOf(tx, orderId);
    await recordEntries(tx, orderId, [
      { kind: 'packing', amountKobo: finalTotalKobo - before.finalTotalKobo, userId: actor.userId },
    ]);
    await recordAudit(tx, {
      userId: actor.userId,
      action: 'order.pack',
      entity: 'order',
      entityId: orderId,
      before: {
        line_id: lineId,
        weighed_kg: line.weighedGrams === null ? null : gramsToKg(line.weighedGrams),
        outcome: line.outcome,
        final_total_kobo: line.finalTotalKobo,
      },
      after: { line_id: lineId, ...input, final_total_kobo: change.finalTotalKobo },
    });
  });
}

/**
 * The order's final total after a packing change: the lines' final totals, the deal re-priced on them (decision
 * 051: a percent stays its percent, a naira-off code is dropped below its minimum), the fee as priced at order
 * time. Keeps the re-priced deal on the order; answers the final total.
 */
async function repriceOrder(tx: Database, orderId: number): Promise<number> {
  const lines = await listOrderLines(tx, orderId);
  const [order] = await tx
    .select({
      deliveryFeeKobo: orders.deliveryFeeKobo,
      discountCode: orders.discountCode,
      discountKobo: orders.discountKobo,
      payAheadPercent: orders.payAheadPercent,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const { deliveryFeeKobo, ...placed } = found(order, ORDER_MESSAGES.notFound);
  // A code counts its categories' lines: each line's product's category, as the order was priced.
  const units = await findUnitDetails(
    tx,
    lines.flatMap((line) => (line.productUnitId === null ? [] : [line.productUnitId])),
  );
  const deal = await dealOnPackedLines(
    tx,
    placed,
    lines.map((line) => ({
      lineTotalKobo: line.finalTotalKobo,
      categoryId: (line.productUnitId !== null && units.get(line.productUnitId)?.categoryId) || 0,
    })),
  );
  const goodsKobo = lines.reduce((sum, line) => sum + line.finalTotalKobo, 0);
  const finalTotalKobo = orderTotalKobo({ goodsKobo, deliveryFeeKobo, ...deal });
  await tx
    .update(orders)
    .set({
      finalTotalKobo,
      packedDiscountKobo: deal.discountKobo,
      packedPayAheadKobo: deal.payAheadKobo,
      discountDropped: deal.dropped,
    })
    .where(eq(orders.id, orderId));
  return finalTotalKobo;
}

/**
 * A mis-tap undone while packing (issue 43): the line goes back as ordered (its weight, when weighed, still
 * counts), and a substitute's stock goes back on its shelf. A recount the packer gave stays: it was a count.
 */
async function undo(
  tx: Database,
  line: NonNullable<Awaited<ReturnType<typeof lockLine>>>,
): Promise<LineChange> {
  if (line.outcome === null) throw fieldError(422, 'outcome', ADMIN_MESSAGES.lineAsOrdered);
  if (line.outcome === 'substituted' && line.substituteProductUnitId !== null && line.substituteQuantity) {
    await changeStock(tx, line.substituteProductUnitId, line.substituteQuantity);
  }
  return {
    outcome: null,
    substituteProductUnitId: null,
    substituteName: null,
    substituteUnitLabel: null,
    substituteQuantity: null,
    finalTotalKobo:
      line.weighedGrams === null || line.pricePerKgKobo === null
        ? line.lineTotalKobo
        : weighedLineTotalKobo(
            {
              pricePerKgKobo: line.pricePerKgKobo,
              lineTotalKobo: line.lineTotalKobo,
              tolerancePercent: line.tolerancePercent,
            },
            line.weighedGrams,
          ),
  };
}

/** A similar unit sent instead, when the shopper allowed it: its stock taken, charged at most the line's price. */
async function substitute(
  tx: Database,
  line: NonNullable<Awaited<ReturnType<typeof lockLine>>>,
  productUnitId: number,
  quantity: number,
): Promise<LineChange> {
  const field = 'substitute_product_unit_id';
  if (line.ifUnavailable !== 'substitute') throw fieldError(422, field, ADMIN_MESSAGES.substituteRefused);
  const known = isDbId(productUnitId)
    ? (await findProductUnits(tx, [productUnitId])).get(productUnitId)
    : undefined;
  if (!known || productUnitId === line.productUnitId) {
    throw fieldError(422, field, ADMIN_MESSAGES.substituteUnknown);
  }
  const taken = await changeStock(tx, productUnitId, -quantity);
  const unit = (await findUnitDetails(tx, [productUnitId])).get(productUnitId);
  if (!taken || !unit) {
    const message = ORDER_MESSAGES.outOfStock(
      unit?.productName ?? 'This product',
      unit?.availableQuantity ?? 0,
    );
    throw fieldError(409, 'quantity', message);
  }
  return {
    outcome: 'substituted',
    substituteProductUnitId: productUnitId,
    substituteName: unit.productName,
    substituteUnitLabel: unitLabel(taken.unitNumber, { name: unit.unitName, symbol: unit.unitSymbol }),
    substituteQuantity: quantity,
    // A dearer substitute costs what the shopper agreed to; a cheaper one what it costs.
    finalTotalKobo: Math.min(taken.priceKobo * quantity, line.lineTotalKobo),
  };
}

/**
 * Whether packing changed anything the shopper should hear of: a line left out, substituted or priced otherwise
 * than estimated. A line weighed at its price (its estimate, or heavier and capped) changed nothing (issue 43).
 */
const packingChanged = (lines: Pick<OrderLineRow, 'outcome' | 'finalTotalKobo' | 'lineTotalKobo'>[]) =>
  lines.some((line) => line.outcome !== null || line.finalTotalKobo !== line.lineTotalKobo);

/**
 * In the transaction that moves the order to `out_for_delivery` (decision 032): the order's final total is
 * settled once. When packing changed anything, the shopper gets one mail saying what and how the difference
 * comes back. Answers what the shop now holds beyond the final total and has not yet asked back (the order's
 * account, decision 044), for the payments' refund.
 */
export async function settlePacking(tx: Database, orderId: number): Promise<number> {
  const lines = await listOrderLines(tx, orderId);
  if (packingChanged(lines)) {
    await enqueueJob(tx, 'order-mail', { mail: 'packing-changed', orderId });
    await queueOrderMessage(tx, orderId, 'packed');
  }
  return (await figuresOf(tx, orderId)).notYetAskedBackKobo;
}
