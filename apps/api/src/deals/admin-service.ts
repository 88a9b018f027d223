// The owner's discount codes (issue 28, decision 031): make, list, pause or end, change the limits. Each write is
// one transaction with its audit entry.
import type {
  createDiscountCodeSchema,
  DiscountCode,
  updateDiscountCodeSchema,
} from '@oko/shared/schemas/admin-deals';
import { DEAL_MESSAGES } from '@oko/shared/schemas/deals';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { lagosIso } from '@oko/shared/lagos-time';
import { koboToNaira } from '@oko/shared/money';
import type { z } from 'zod';
import { type Actor, auditChange } from '../audit/queries';
import { findCategoryIds } from '../catalog/queries';
import type { Database } from '../db/client';
import { fieldError, found } from '../errors';
import { isDbId } from '../ids';
import { type ListedCode, insertCode, listCodes, lockCode, updateCode } from './queries';

type CreateInput = z.output<typeof createDiscountCodeSchema>;
type UpdateInput = z.output<typeof updateDiscountCodeSchema>;

function toDiscountCode({ row, givenKobo }: ListedCode): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'percent' ? String(row.value) : koboToNaira(row.value),
    min_subtotal: row.minSubtotalKobo === null ? null : koboToNaira(row.minSubtotalKobo),
    starts_at: row.startsAt && lagosIso(row.startsAt),
    ends_at: row.endsAt && lagosIso(row.endsAt),
    max_uses: row.maxUses,
    once_per_shopper: row.oncePerShopper,
    category_ids: row.categoryIds,
    active: row.active,
    uses: row.uses,
    given: koboToNaira(givenKobo),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listDiscountCodes(db: Database): Promise<DiscountCode[]> {
  return (await listCodes(db)).map(toDiscountCode);
}

async function discountCode(db: Database, id: number): Promise<DiscountCode> {
  const [listed] = await listCodes(db, id);
  return toDiscountCode(found(listed, DEAL_MESSAGES.codeNotFound));
}

async function checkCategories(db: Database, ids: number[] | undefined): Promise<void> {
  if (!ids || ids.length === 0) return;
  const known = await findCategoryIds(db, ids.filter(isDbId));
  if (ids.some((id) => !known.has(id))) throw fieldError(422, 'category_ids', ADMIN_MESSAGES.unknownCategory);
}

const instantOrNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** The limits as columns; a field left out is left as it is. */
const limitColumns = (input: Omit<UpdateInput, 'active'>) => ({
  minSubtotalKobo: input.min_subtotal,
  startsAt: instantOrNull(input.starts_at),
  endsAt: instantOrNull(input.ends_at),
  maxUses: input.max_uses,
  oncePerShopper: input.once_per_shopper,
  categoryIds: input.category_ids === undefined ? undefined : [...new Set(input.category_ids)],
});

export async function createDiscountCode(
  db: Database,
  actor: Actor,
  input: CreateInput,
): Promise<DiscountCode> {
  await checkCategories(db, input.category_ids);
  return db.transaction(async (tx) => {
    const id = await insertCode(tx, {
      code: input.code,
      kind: input.kind,
      value: input.value,
      ...limitColumns(input),
    });
    if (id === undefined) throw fieldError(422, 'code', DEAL_MESSAGES.codeTaken);
    const created = await discountCode(tx, id);
    await auditChange(tx, actor, 'discount_code.create', id, { after: created });
    return created;
  });
}

/**
 * Pauses or resumes the code, or changes its limits. An end before the start is a 422; a limit of uses below
 * the uses already taken is a 422 too (those orders stand).
 */
export async function editDiscountCode(
  db: Database,
  actor: Actor,
  id: number,
  input: UpdateInput,
): Promise<DiscountCode> {
  if (!isDbId(id)) throw found(undefined, DEAL_MESSAGES.codeNotFound);
  await checkCategories(db, input.category_ids);
  return db.transaction(async (tx) => {
    const row = found(await lockCode(tx, id), DEAL_MESSAGES.codeNotFound);
    const before = await discountCode(tx, id);
    const columns = { ...limitColumns(input), active: input.active };
    const startsAt = columns.startsAt === undefined ? row.startsAt : columns.startsAt;
    const endsAt = columns.endsAt === undefined ? row.endsAt : columns.endsAt;
    if (startsAt && endsAt && endsAt <= startsAt)
      throw fieldError(422, 'ends_at', DEAL_MESSAGES.endsBeforeStart);
    if (columns.maxUses != null && columns.maxUses < row.uses) {
      throw fieldError(422, 'max_uses', DEAL_MESSAGES.maxUsesBelowUses(row.uses));
    }
    await updateCode(
      tx,
      id,
      Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)),
    );
    const after = await discountCode(tx, id);
    await auditChange(tx, actor, 'discount_code.update', id, { before, after });
    return after;
  });
}
