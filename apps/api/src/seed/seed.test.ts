import { demoProducts } from '@oko/demo-data/catalog';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/database';
import { useOpened } from '../testing/test-app';
import type { Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import {
  areas,
  categories,
  countries,
  deliveryChannels,
  pages,
  products,
  productUnits,
  searchTerms,
  settings,
  states,
  units,
} from '../db/schema';
import { seedDatabase } from './seed';

const database = useOpened(() => openTestDatabase({ seed: false }));

async function counts(db: Database) {
  const tables = {
    categories,
    products,
    productUnits,
    units,
    countries,
    states,
    areas,
    deliveryChannels,
    settings,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, await db.$count(table)] as const),
  );
  return Object.fromEntries(entries);
}

describe('seedDatabase', () => {
  it('fills an empty database with the demo shop', async () => {
    const report = await seedDatabase(database.db);
    expect(report.products).toBe(demoProducts.length);
    const after = await counts(database.db);
    expect(after.categories).toBeGreaterThanOrEqual(8);
    expect(after.products).toBeGreaterThanOrEqual(80);
    expect(after.states).toBe(37);
    // Nigeria's 774 local government areas (issue 42).
    expect(report.areas).toBe(774);
    expect(after.areas).toBe(774);
    expect(after.deliveryChannels).toBeGreaterThanOrEqual(3);
    expect(after.settings).toBe(7);
    // Free delivery over ₦5000, as the spec's footer promises (spec sections 2 and 9).
    const [threshold] = await database.db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, 'free_delivery_threshold_kobo'));
    expect(threshold?.value).toBe(500_000);
  });

  it('changes nothing when run again', async () => {
    const before = await counts(database.db);
    const report = await seedDatabase(database.db);
    expect(Object.values(report).every((inserted) => inserted === 0)).toBe(true);
    expect(await counts(database.db)).toEqual(before);
  });

  it('adds back only a demo product or unit that is missing, with its units', async () => {
    const [yam] = await database.db.select().from(products).where(eq(products.slug, 'white-yam-puna'));
    const [plantainUnit] = await database.db
      .select({ id: productUnits.id })
      .from(productUnits)
      .innerJoin(products, eq(products.id, productUnits.productId))
      .where(eq(products.slug, 'ripe-plantain'))
      .limit(1);
    await database.db.delete(productUnits).where(eq(productUnits.productId, yam!.id));
    await database.db.delete(products).where(eq(products.id, yam!.id));
    await database.db.delete(productUnits).where(eq(productUnits.id, plantainUnit!.id));
    const before = await counts(database.db);

    const report = await seedDatabase(database.db);
    const yamUnits = demoProducts.find((product) => product.slug === 'white-yam-puna')!.units.length;
    expect(report).toMatchObject({ products: 1, productUnits: yamUnits + 1 });
    expect(await counts(database.db)).toEqual({
      ...before,
      products: before.products! + 1,
      productUnits: before.productUnits! + yamUnits + 1,
    });
  });

  // A re-run first asks whether every demo row is there, and inserts nothing when it is (issue 45): a row of any
  // kind missing must still bring the whole seed back.
  it('adds back a missing demo page, setting, area, state, channel or every local name', async () => {
    const [area] = await database.db.select({ id: areas.id }).from(areas).limit(1);
    const [state] = await database.db.select({ id: states.id }).from(states).limit(1);
    const missing = [
      () => database.db.delete(pages).where(eq(pages.slug, 'terms')),
      () => database.db.delete(settings).where(eq(settings.key, 'site_phone')),
      () => database.db.delete(areas).where(eq(areas.id, area!.id)),
      async () => {
        await database.db.delete(areas).where(eq(areas.stateId, state!.id));
        await database.db.delete(states).where(eq(states.id, state!.id));
      },
      () =>
        database.db
          .update(deliveryChannels)
          .set({ name: 'Renamed by the owner' })
          .where(eq(deliveryChannels.position, 0)),
      () => database.db.delete(searchTerms),
    ];
    for (const [index, remove] of missing.entries()) {
      await remove();
      const report = await seedDatabase(database.db);
      expect(
        Object.values(report).some((inserted) => inserted > 0),
        `change ${index}`,
      ).toBe(true);
      expect(Object.values(await seedDatabase(database.db)).every((inserted) => inserted === 0)).toBe(true);
    }
    expect(await database.db.$count(pages, eq(pages.slug, 'terms'))).toBe(1);
    expect(await database.db.$count(searchTerms)).toBeGreaterThan(0);
  });

  it('never overwrites stock sold or settings edited since', async () => {
    const [unit] = await database.db.select().from(productUnits).limit(1);
    if (!unit) throw new Error('no product unit');
    await database.db
      .update(productUnits)
      .set({ availableQuantity: 7777 })
      .where(eq(productUnits.id, unit.id));
    await database.db
      .update(settings)
      .set({ value: '+234 700 000 0000' })
      .where(eq(settings.key, 'site_phone'));

    await seedDatabase(database.db);

    const [after] = await database.db.select().from(productUnits).where(eq(productUnits.id, unit.id));
    expect(after?.availableQuantity).toBe(7777);
    const [phone] = await database.db.select().from(settings).where(eq(settings.key, 'site_phone'));
    expect(phone?.value).toBe('+234 700 000 0000');
  });

  it('keeps free delivery off once the owner turned it off', async () => {
    await database.db.delete(settings).where(eq(settings.key, 'free_delivery_threshold_kobo'));
    const report = await seedDatabase(database.db);
    expect(report.settings).toBe(0);
    expect(await database.db.$count(settings, eq(settings.key, 'free_delivery_threshold_kobo'))).toBe(0);
  });

  it('sells every product in 1 to 4 units, some sold out, with prices in whole kobo', async () => {
    const perProduct = await database.db
      .select({ productId: productUnits.productId, units: count() })
      .from(productUnits)
      .groupBy(productUnits.productId);
    expect(perProduct).toHaveLength(await database.db.$count(products));
    expect(perProduct.every((row) => row.units >= 1 && row.units <= 4)).toBe(true);
    expect(await database.db.$count(productUnits, eq(productUnits.availableQuantity, 0))).toBeGreaterThan(0);
    expect(
      await database.db.$count(productUnits, sql`${productUnits.availableQuantity} between 1 and 3`),
    ).toBeGreaterThan(0);

    const [yam] = await database.db
      .select({ priceKobo: productUnits.priceKobo })
      .from(productUnits)
      .innerJoin(products, eq(products.id, productUnits.productId))
      .where(eq(products.slug, 'white-yam-puna'))
      .orderBy(productUnits.priceKobo)
      .limit(1);
    expect(yam?.priceKobo).toBe(550000);
  });

  it('refuses negative stock at the database', async () => {
    const [unit] = await database.db.select().from(productUnits).limit(1);
    await expect(
      database.db
        .update(productUnits)
        .set({ availableQuantity: -1 })
        .where(eq(productUnits.id, unit?.id ?? 0)),
    ).rejects.toThrow();
  });

  it('can migrate an up-to-date database again', async () => {
    await expect(migrateDatabase(database.handle)).resolves.toBeUndefined();
    const extensions = await database.db.execute(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(JSON.stringify(extensions)).toContain('pg_trgm');
  });
});
