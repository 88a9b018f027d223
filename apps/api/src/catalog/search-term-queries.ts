// The SQL of the shop's local names (issue 42, decision 038): the terms the owner keeps and the searches that found
// nothing. The search itself joins search_terms in its one query (queries.ts).
import { type SQL, and, asc, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, products, searchMisses, searchTerms } from '../db/schema';

const termColumns = {
  id: searchTerms.id,
  term: searchTerms.term,
  language: searchTerms.language,
  kind: searchTerms.kind,
  sourceUrl: searchTerms.sourceUrl,
  productId: searchTerms.productId,
  productName: products.name,
  categoryId: searchTerms.categoryId,
  categoryName: categories.name,
};

export type SearchTermRow = Awaited<ReturnType<typeof listSearchTerms>>[number];

/** Every term in the order the owner reads them (by name as compared, then target), with its target's name. */
export async function listSearchTerms(db: Database) {
  return db
    .select(termColumns)
    .from(searchTerms)
    .leftJoin(products, eq(products.id, searchTerms.productId))
    .leftJoin(categories, eq(categories.id, searchTerms.categoryId))
    .orderBy(asc(searchTerms.searchTerm), asc(searchTerms.id));
}

export async function findSearchTerm(db: Database, termId: number) {
  const [row] = await db
    .select(termColumns)
    .from(searchTerms)
    .leftJoin(products, eq(products.id, searchTerms.productId))
    .leftJoin(categories, eq(categories.id, searchTerms.categoryId))
    .where(eq(searchTerms.id, termId));
  return row;
}

export interface SearchTermValues {
  term: string;
  language: string;
  kind: string;
  productId: number | null;
  categoryId: number | null;
  sourceUrl: string;
}

/** The term as the search compares it: what the generated column search_term holds. */
const compared = (term: string | SQL) =>
  sql`trim(regexp_replace(lower(oko_unaccent(${term})), '[^[:alpha:]]+', ' ', 'g'))`;

/** Another term that reads the same (once unaccented) and points at the same target. */
export async function findTermClash(db: Database, values: SearchTermValues, exceptId?: number) {
  const [row] = await db
    .select({ id: searchTerms.id })
    .from(searchTerms)
    .where(
      and(
        sql`${searchTerms.searchTerm} = ${compared(values.term)}`,
        sql`coalesce(${searchTerms.productId}, 0) = ${values.productId ?? 0}`,
        sql`coalesce(${searchTerms.categoryId}, 0) = ${values.categoryId ?? 0}`,
        exceptId === undefined ? undefined : ne(searchTerms.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function productExists(db: Database, productId: number) {
  return (await db.$count(products, eq(products.id, productId))) > 0;
}

export async function categoryExists(db: Database, categoryId: number) {
  return (await db.$count(categories, eq(categories.id, categoryId))) > 0;
}

export async function insertSearchTerm(db: Database, values: SearchTermValues) {
  const [row] = await db.insert(searchTerms).values(values).returning({ id: searchTerms.id });
  return row!.id;
}

export async function updateSearchTerm(db: Database, termId: number, values: SearchTermValues) {
  const [row] = await db
    .update(searchTerms)
    .set(values)
    .where(eq(searchTerms.id, termId))
    .returning({ id: searchTerms.id });
  return row;
}

export async function deleteSearchTerm(db: Database, termId: number) {
  const [row] = await db.delete(searchTerms).where(eq(searchTerms.id, termId)).returning({
    id: searchTerms.id,
    term: searchTerms.term,
  });
  return row;
}

/**
 * One more search for `keyword` that found nothing on `day` (a Lagos day): one upsert. The keyword is kept as
 * typed, lowercased, with its spaces collapsed, so "Ugwu " and "ugwu" count together.
 */
export async function recordSearchMiss(db: Database, keyword: string, day: string) {
  await db
    .insert(searchMisses)
    .values({ keyword: sql`lower(regexp_replace(trim(${keyword}), '\\s+', ' ', 'g'))`, day })
    .onConflictDoUpdate({
      target: [searchMisses.keyword, searchMisses.day],
      set: { searches: sql`${searchMisses.searches} + 1` },
    });
}

/**
 * The keywords searched for since `since` (a Lagos day) that found nothing, most asked first, leaving out those
 * that a local name now answers.
 */
export async function listSearchMisses(db: Database, since: string, limit: number) {
  const searches = sql<number>`sum(${searchMisses.searches})::int`;
  return db
    .select({
      keyword: searchMisses.keyword,
      searches: searches.as('searches'),
      lastSearchedOn: sql<string>`max(${searchMisses.day})::text`.as('last_searched_on'),
    })
    .from(searchMisses)
    .where(
      and(
        gte(searchMisses.day, since),
        sql`not exists (select 1 from ${searchTerms} t where t.search_term = ${compared(sql`${searchMisses.keyword}`)})`,
      ),
    )
    .groupBy(searchMisses.keyword)
    .orderBy(desc(searches), desc(sql`max(${searchMisses.day})`), asc(searchMisses.keyword))
    .limit(limit);
}
