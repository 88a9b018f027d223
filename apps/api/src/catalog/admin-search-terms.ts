// The back office's local names (owner only, issue 42, decision 038): list, add, edit, remove the terms the search
// joins, and what shoppers searched for and did not find. Each write is one transaction with its audit entry.
import { addDays, lagosDay } from '@oko/shared/lagos-time';
import {
  SEARCH_TERM_MESSAGES,
  type SearchMiss,
  type SearchTerm,
  type createSearchTermSchema,
} from '@oko/shared/schemas/admin-search-terms';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { DomainError, NotFoundError, fieldError, found } from '../errors';
import { isDbId } from '../ids';
import { type Actor, auditChange } from '../audit/queries';
import {
  type SearchTermRow,
  type SearchTermValues,
  categoryExists,
  deleteSearchTerm,
  findSearchTerm,
  findTermClash,
  insertSearchTerm,
  listSearchMisses,
  listSearchTerms,
  productExists,
  updateSearchTerm,
} from './search-term-queries';

/** How far back "searched and not found" looks, in Lagos days (today included). */
export const SEARCH_MISS_DAYS = 30;
/** The most keywords the list shows: the most asked. */
const SEARCH_MISS_LIMIT = 100;

function toSearchTerm(row: SearchTermRow): SearchTerm {
  return {
    id: row.id,
    term: row.term,
    language: row.language as SearchTerm['language'],
    kind: row.kind as SearchTerm['kind'],
    product: row.productId !== null ? { id: row.productId, name: row.productName ?? '' } : null,
    category: row.categoryId !== null ? { id: row.categoryId, name: row.categoryName ?? '' } : null,
    source_url: row.sourceUrl,
  };
}

export async function listTerms(db: Database): Promise<SearchTerm[]> {
  return (await listSearchTerms(db)).map(toSearchTerm);
}

async function getTerm(db: Database, termId: number): Promise<SearchTerm> {
  return toSearchTerm(found(await findSearchTerm(db, termId), SEARCH_TERM_MESSAGES.notFound));
}

type TermInput = z.output<typeof createSearchTermSchema>;

function valuesOf(input: TermInput): SearchTermValues {
  return {
    term: input.term,
    language: input.language,
    kind: input.kind,
    productId: input.product_id ?? null,
    categoryId: input.category_id ?? null,
    sourceUrl: input.source_url,
  };
}

/** The target exists (422 naming the field otherwise), and no other term reads the same for it (409). */
async function checkTerm(db: Database, values: SearchTermValues, exceptId?: number) {
  if (values.productId !== null && !(await productExists(db, values.productId)))
    throw fieldError(422, 'product_id', SEARCH_TERM_MESSAGES.unknownProduct);
  if (values.categoryId !== null && !(await categoryExists(db, values.categoryId)))
    throw fieldError(422, 'category_id', SEARCH_TERM_MESSAGES.unknownCategory);
  if (await findTermClash(db, values, exceptId))
    throw new DomainError(409, SEARCH_TERM_MESSAGES.taken, { term: [SEARCH_TERM_MESSAGES.taken] });
}

export async function createTerm(db: Database, actor: Actor, input: TermInput): Promise<SearchTerm> {
  const values = valuesOf(input);
  const id = await db.transaction(async (tx) => {
    await checkTerm(tx, values);
    const termId = await insertSearchTerm(tx, values);
    await auditChange(tx, actor, 'search_term.create', termId, { after: values });
    return termId;
  });
  return getTerm(db, id);
}

export async function editTerm(
  db: Database,
  actor: Actor,
  termId: number,
  input: TermInput,
): Promise<SearchTerm> {
  if (!isDbId(termId)) throw new NotFoundError(SEARCH_TERM_MESSAGES.notFound);
  const values = valuesOf(input);
  await db.transaction(async (tx) => {
    const before = found(await findSearchTerm(tx, termId), SEARCH_TERM_MESSAGES.notFound);
    await checkTerm(tx, values, termId);
    found(await updateSearchTerm(tx, termId, values), SEARCH_TERM_MESSAGES.notFound);
    await auditChange(tx, actor, 'search_term.update', termId, { before, after: values });
  });
  return getTerm(db, termId);
}

export async function removeTerm(db: Database, actor: Actor, termId: number): Promise<void> {
  if (!isDbId(termId)) throw new NotFoundError(SEARCH_TERM_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const removed = found(await deleteSearchTerm(tx, termId), SEARCH_TERM_MESSAGES.notFound);
    await auditChange(tx, actor, 'search_term.delete', termId, { before: removed });
  });
}

/** Keywords searched for in the last 30 Lagos days that found nothing, most asked first. */
export async function searchMisses(db: Database, now = new Date()): Promise<SearchMiss[]> {
  const since = addDays(lagosDay(now), -(SEARCH_MISS_DAYS - 1));
  return (await listSearchMisses(db, since, SEARCH_MISS_LIMIT)).map((row) => ({
    keyword: row.keyword,
    searches: row.searches,
    last_searched_on: row.lastSearchedOn,
  }));
}
