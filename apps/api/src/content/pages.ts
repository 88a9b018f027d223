// The About, Privacy and Terms & Conditions pages (decision 018): their text in Markdown, kept in `pages`, seeded
// with the demo shop's texts and edited by the owner. The storefront renders the Markdown without raw HTML.
// The public answer has the shop's details filled in (`{{site_email}}`…); the back office edits the raw text.
import {
  CONTENT_MESSAGES,
  fillShopDetails,
  PAGE_SLUGS,
  PAGE_TITLES,
  type Page,
  type PageSlug,
} from '@oko/shared/schemas/content';
import { eq } from 'drizzle-orm';
import { type Actor, auditChange } from '../audit/queries';
import type { Database } from '../db/client';
import { pages } from '../db/schema';
import { NotFoundError } from '../errors';
import { getSettings } from '../settings/service';

const toPage = (row: { slug: string; body: string; updatedAt: Date }): Page => ({
  slug: row.slug as PageSlug,
  title: PAGE_TITLES[row.slug as PageSlug],
  body: row.body,
  updated_at: row.updatedAt.toISOString(),
});

async function findPage(db: Database, slug: PageSlug) {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug));
  if (!row) throw new NotFoundError(CONTENT_MESSAGES.pageNotFound);
  return row;
}

/** `GET /pages/{slug}`: the text as shoppers read it, the shop's details filled in. */
export async function getPublicPage(db: Database, slug: PageSlug): Promise<Page> {
  const [row, settings] = await Promise.all([findPage(db, slug), getSettings(db)]);
  return toPage({ ...row, body: fillShopDetails(row.body, settings) });
}

/** `GET /admin/pages`: every page's text as the owner wrote it. */
export async function listPages(db: Database): Promise<Page[]> {
  const rows = await db.select().from(pages);
  return PAGE_SLUGS.flatMap((slug) => rows.filter((row) => row.slug === slug).map(toPage));
}

/** `PUT /admin/pages/{slug}`: saves the text (a missing row is created) and records the change. */
export async function savePage(db: Database, actor: Actor, slug: PageSlug, body: string): Promise<Page> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(pages).where(eq(pages.slug, slug)).for('update');
    const [row] = await tx
      .insert(pages)
      .values({ slug, body })
      .onConflictDoUpdate({ target: pages.slug, set: { body, updatedAt: new Date() } })
      .returning();
    await auditChange(tx, actor, 'page.update', null, {
      before: before ? { slug, body: before.body } : null,
      after: { slug, body },
    });
    return toPage(row!);
  });
}
