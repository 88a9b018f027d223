// A shopper's discount code (issue 28, decision 031): checked at the checkout, redeemed in the order's
// transaction, given back by a cancel. The server prices it from the lines' own prices, never the client.
import { DEAL_MESSAGES, type DiscountCheck, payAheadKobo, paysAhead } from '@oko/shared/schemas/deals';
import type { CheckDiscountCodeInput } from '@oko/shared/schemas/deals';
import { koboToNaira, percentOffInWholeNaira } from '@oko/shared/money';
import { checkLines } from '../catalog/lines';
import { findUnitDetails } from '../catalog/queries';
import type { Database } from '../db/client';
import type { Step } from '../db/steps';
import type { Throttle } from '../auth/throttle';
import { DomainError, fieldError } from '../errors';
import { type DiscountCodeRow, findCodeByCode, hasLiveUse, releaseUse, takeUseStep } from './queries';

/** A line as a code prices it: what it costs and its product's category. */
export interface PricedLine {
  lineTotalKobo: number;
  categoryId: number;
}

/** The lines the code counts: its categories' (every line when it names none). */
function countedKobo(code: DiscountCodeRow, lines: PricedLine[]): number {
  const counted =
    code.categoryIds.length === 0
      ? lines
      : lines.filter((line) => code.categoryIds.includes(line.categoryId));
  return counted.reduce((sum, line) => sum + line.lineTotalKobo, 0);
}

/**
 * The code's naira off in kobo: a percent (rounded up to whole naira, in the shopper's favour: decision 040) or an
 * amount, never more than its lines cost.
 */
export function discountKobo(code: DiscountCodeRow, lines: PricedLine[]): number {
  const counted = countedKobo(code, lines);
  const off = code.kind === 'percent' ? percentOffInWholeNaira(counted, code.value) : code.value;
  return Math.min(off, counted);
}

/**
 * Why the code cannot be used on these lines now, in the shopper's words, or undefined. The minimum is the whole
 * subtotal's (what "Spend ₦10,000" reads as); a category code needs a line of its categories.
 */
export function codeProblem(
  code: DiscountCodeRow | undefined,
  lines: PricedLine[],
  now: Date,
  usedByShopper: boolean,
): string | undefined {
  // A paused code answers as an unknown one: a pause is the owner's business, and telling it apart would tell a
  // guesser that the letters are a code (issue 44).
  if (!code || !code.active) return DEAL_MESSAGES.unknown;
  if (code.startsAt && code.startsAt > now) return DEAL_MESSAGES.notStarted(code.startsAt);
  if (code.endsAt && code.endsAt <= now) return DEAL_MESSAGES.expired;
  if (code.maxUses !== null && code.uses >= code.maxUses) return DEAL_MESSAGES.usedUp;
  if (code.oncePerShopper && usedByShopper) return DEAL_MESSAGES.usedByYou;
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotalKobo, 0);
  if (code.minSubtotalKobo !== null && subtotal < code.minSubtotalKobo) {
    return DEAL_MESSAGES.minSubtotal(code.minSubtotalKobo);
  }
  if (code.categoryIds.length > 0 && countedKobo(code, lines) === 0) return DEAL_MESSAGES.noLineOfCategories;
  return undefined;
}

/** `POST /discount-codes/check`: the code's naira off these lines at today's prices, or a 422 under `code`. */
export async function checkCode(
  db: Database,
  userId: number,
  input: { code: string; order_data: CheckDiscountCodeInput['order_data'] },
  now: Date,
): Promise<DiscountCheck> {
  const checked = await checkLines(db, 'order_data', input.order_data);
  const first = Object.values(checked.errors)[0]?.[0];
  if (first) throw new DomainError(422, first, checked.errors);
  const details = await findUnitDetails(
    db,
    checked.lines.map((line) => line.productUnitId),
  );
  const lines = checked.lines.flatMap((line) => {
    const unit = details.get(line.productUnitId);
    return unit ? [{ lineTotalKobo: unit.priceKobo * line.quantity, categoryId: unit.categoryId }] : [];
  });
  const code = await findCodeByCode(db, input.code);
  const used = code?.oncePerShopper ? await hasLiveUse(db, code.id, userId) : false;
  const problem = codeProblem(code, lines, now, used);
  if (problem || !code) throw fieldError(422, 'code', problem ?? DEAL_MESSAGES.unknown);
  return { code: code.code, discount: koboToNaira(discountKobo(code, lines)) };
}

/**
 * Inside the order's transaction, after its stock was taken: checks the code against the lines as sold and prices
 * it (reading only). Answers the code as kept, its naira off, `take`: the step (db/steps.ts) that records one use
 * for the order, its count taken at the commit (never past its limit), and `refused`, which says why the step was
 * refused, in the transaction or after a refused commit. The order runs the step last, just before its commit
 * (issue 45). A refused code is a 422 under `discount_code`, thrown so the whole order rolls back.
 */
export async function redeemCode(
  tx: Database,
  order: { orderId: number; userId: number; code: string; lines: PricedLine[]; now: Date },
): Promise<{ code: string; discountKobo: number; take: Step; refused(db: Database): Promise<never> }> {
  const refuse = (message: string) => fieldError(422, 'discount_code', message);
  const code = await findCodeByCode(tx, order.code);
  const used = code?.oncePerShopper ? await hasLiveUse(tx, code.id, order.userId) : false;
  const problem = codeProblem(code, order.lines, order.now, used);
  if (problem || !code) throw refuse(problem ?? DEAL_MESSAGES.unknown);
  const amount = discountKobo(code, order.lines);
  const use = { codeId: code.id, orderId: order.orderId, userId: order.userId, amountKobo: amount };
  return {
    code: code.code,
    discountKobo: amount,
    take: takeUseStep({ ...use, oncePerShopper: code.oncePerShopper }, order.now),
    // Taken meanwhile by the shopper's other tab, or by racing orders (or paused or ended): say which, as read now.
    async refused(db) {
      if (code.oncePerShopper && (await hasLiveUse(db, code.id, order.userId)))
        throw refuse(DEAL_MESSAGES.usedByYou);
      const now = await findCodeByCode(db, order.code);
      throw refuse(codeProblem(now, order.lines, order.now, false) ?? DEAL_MESSAGES.usedUp);
    },
  };
}

/**
 * An order carrying a code: `place` runs with one try of the code throttle taken (429 past it), and the try is
 * given back unless the order was refused for its code (issue 44), so guessing through orders is as slow as
 * through the check.
 */
export async function countingRefusedCode<T>(
  throttle: Throttle,
  shopper: { userId: number; address: string },
  place: () => Promise<T>,
): Promise<T> {
  const account = String(shopper.userId);
  await throttle.take(account, shopper.address);
  let refusedCode = false;
  try {
    return await place();
  } catch (error) {
    refusedCode = error instanceof DomainError && error.errors?.discount_code !== undefined;
    throw error;
  } finally {
    if (!refusedCode) await throttle.giveBack(account, shopper.address);
  }
}

/** A cancelled order's use goes back to its code (in the cancel's transaction). */
export const giveBackCode = (tx: Database, orderId: number) => releaseUse(tx, orderId);

/**
 * The paying-ahead discount for an order: its percent and kobo, or null for a method paid on delivery or when the
 * shop gives none (`percent`, the setting as the order read it).
 */
export function payAheadFor(
  percent: number | null,
  paymentMethod: string,
  goodsKobo: number,
): { percent: number; kobo: number } | null {
  if (!paysAhead(paymentMethod) || !percent) return null;
  return { percent, kobo: payAheadKobo(goodsKobo, percent) };
}

/**
 * The deal of an order re-priced on the lines packing sent (decision 051, superseding decision 032's kept sums):
 * a percent code is its percent of the packed lines it counts (10 % stays 10 %); a naira-off code keeps its
 * naira (never more than its lines now cost) unless the packed goods fall below its minimum, when it is dropped;
 * paying ahead is its percent of what is left. `dropped`: the code no longer applies, and the shopper is told.
 */
export async function dealOnPackedLines(
  tx: Database,
  order: { discountCode: string | null; discountKobo: number; payAheadPercent: number | null },
  lines: PricedLine[],
): Promise<{ discountKobo: number; payAheadKobo: number; dropped: boolean }> {
  const code = order.discountCode === null ? undefined : await findCodeByCode(tx, order.discountCode);
  const goodsKobo = lines.reduce((sum, line) => sum + line.lineTotalKobo, 0);
  const dropped = code !== undefined && code.minSubtotalKobo !== null && goodsKobo < code.minSubtotalKobo;
  let codeKobo = 0;
  if (code && !dropped) {
    codeKobo =
      code.kind === 'percent'
        ? discountKobo(code, lines)
        : Math.min(order.discountKobo, countedKobo(code, lines));
  }
  return {
    discountKobo: codeKobo,
    payAheadKobo: payAheadKobo(goodsKobo - codeKobo, order.payAheadPercent),
    dropped,
  };
}
