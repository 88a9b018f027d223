// Fills an empty database with the demo shop, and on later starts adds only what is missing: every insert is
// ON CONFLICT DO NOTHING on a natural key (slug, symbol, name), so a re-run changes nothing, and stock sold or
// settings edited since are never overwritten. A re-run reads the demo rows by their keys only, never a whole
// catalog the shop has grown since: a restart on a 10,000-product shop spent 2 s here (issue 31).
import { demoAreas } from '@oko/demo-data/areas';
import { demoCategories, demoProducts, demoUnits } from '@oko/demo-data/catalog';
import { demoCountries, demoDeliveryChannels, demoDeliveryDays } from '@oko/demo-data/geo';
import { demoPages } from '@oko/demo-data/pages';
import { demoPickupPoints } from '@oko/demo-data/pickup-points';
import { demoSearchTerms } from '@oko/demo-data/search-terms';
import { demoFreeDeliveryThresholdNaira, demoSettings } from '@oko/demo-data/settings';
import { nairaToKobo } from '@oko/shared/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { categoryImageUrl, productImageUrl } from '../media/urls';
import { FREE_DELIVERY_KEY } from '../settings/queries';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import {
  areas,
  categories,
  countries,
  deliveryChannels,
  deliverySchedules,
  deliveryZoneAreas,
  deliveryZoneStates,
  deliveryZones,
  pages,
  pickupPoints,
  products,
  productUnits,
  searchTerms,
  settings,
  states,
  units,
} from '../db/schema';

export interface SeedReport {
  categories: number;
  products: number;
  productUnits: number;
  states: number;
  areas: number;
  deliveryChannels: number;
  settings: number;
  pages: number;
  pickupPoints: number;
  searchTerms: number;
}

/**
 * Rows inserted by this run: all zeros when the demo shop was already there. `deliveryDays: false` leaves out the
 * demo channels' zones and weekly schedules (issue 26): the API's tests start from channels that deliver
 * everywhere any day, and set up the zones and windows they test themselves.
 */
export async function seedDatabase(db: Database, { deliveryDays = true } = {}): Promise<SeedReport> {
  if (await demoShopComplete(db)) return NOTHING_ADDED;
  return db.transaction(async (tx) => {
    await tx
      .insert(units)
      .values([...demoUnits])
      .onConflictDoNothing({ target: units.symbol });
    const unitIdBySymbol = new Map(
      (await tx.select({ id: units.id, symbol: units.symbol }).from(units)).map((u) => [u.symbol, u.id]),
    );

    const insertedCategories = await tx
      .insert(categories)
      .values(
        demoCategories.map((category, position) => ({
          ...category,
          imageUrl: categoryImageUrl(category.slug),
          position,
        })),
      )
      .onConflictDoNothing({ target: categories.slug })
      .returning({ id: categories.id });
    const categoryIdBySlug = new Map(
      (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [
        c.slug,
        c.id,
      ]),
    );

    // The demo products already there, by slug; the missing ones are inserted (each insert computes the search
    // document in a trigger, even for a row the conflict then skips).
    const demoProductIds = async () =>
      new Map(
        (
          await tx
            .select({ id: products.id, slug: products.slug })
            .from(products)
            .where(
              inArray(
                products.slug,
                demoProducts.map((product) => product.slug),
              ),
            )
        ).map((p) => [p.slug, p.id]),
      );
    const existingProducts = await demoProductIds();
    const missingProducts = demoProducts.filter((product) => !existingProducts.has(product.slug));
    const insertedProducts = missingProducts.length
      ? await tx
          .insert(products)
          .values(
            missingProducts.map((product) => ({
              categoryId: required(categoryIdBySlug, product.categorySlug),
              name: product.name,
              slug: product.slug,
              description: product.description,
              imageUrl: productImageUrl(product.slug),
              createdAt: new Date(product.createdAt),
            })),
          )
          .onConflictDoNothing({ target: products.slug })
          .returning({ id: products.id, slug: products.slug })
      : [];
    const productIdBySlug = insertedProducts.length ? await demoProductIds() : existingProducts;

    // Likewise the demo products' units: the missing ones only.
    const unitKey = (productId: number, unitId: number, unitNumber: number) =>
      `${productId} ${unitId} ${unitNumber}`;
    const existingUnits = new Set(
      (
        await tx
          .select({
            productId: productUnits.productId,
            unitId: productUnits.unitId,
            unitNumber: productUnits.unitNumber,
          })
          .from(productUnits)
          .where(inArray(productUnits.productId, [...productIdBySlug.values()]))
      ).map((unit) => unitKey(unit.productId, unit.unitId, unit.unitNumber)),
    );
    const missingUnits = demoProducts
      .flatMap((product) =>
        product.units.map((unit) => ({
          productId: required(productIdBySlug, product.slug),
          unitId: required(unitIdBySymbol, unit.unit),
          unitNumber: unit.unitNumber,
          priceKobo: nairaToKobo(unit.priceNaira),
          availableQuantity: unit.availableQuantity,
          // A few units are sold by weight (issue 27): "about 2 kg" at a price per kg.
          pricePerKgKobo: unit.weight ? nairaToKobo(unit.weight.pricePerKgNaira) : null,
          estimatedGrams: unit.weight ? Math.round(unit.weight.estimatedKg * 1000) : null,
          tolerancePercent: unit.weight?.tolerancePercent ?? 0,
        })),
      )
      .filter((unit) => !existingUnits.has(unitKey(unit.productId, unit.unitId, unit.unitNumber)));
    const insertedUnits = missingUnits.length
      ? await tx
          .insert(productUnits)
          .values(missingUnits)
          .onConflictDoNothing({
            target: [productUnits.productId, productUnits.unitId, productUnits.unitNumber],
          })
          .returning({ id: productUnits.id })
      : [];

    await tx
      .insert(countries)
      .values(demoCountries.map(({ name, code }) => ({ name, code })))
      .onConflictDoNothing({ target: countries.code });
    const countryIdByCode = new Map(
      (await tx.select({ id: countries.id, code: countries.code }).from(countries)).map((c) => [
        c.code,
        c.id,
      ]),
    );
    const insertedStates = await tx
      .insert(states)
      .values(
        demoCountries.flatMap((country) =>
          country.states.map((name) => ({ countryId: required(countryIdByCode, country.code), name })),
        ),
      )
      .onConflictDoNothing({ target: [states.countryId, states.name] })
      .returning({ id: states.id });

    // Nigeria's 774 local government areas under their states (issue 42; the source is named in areas.ts).
    const nigeriaStateIds = new Map(
      (
        await tx
          .select({ id: states.id, name: states.name })
          .from(states)
          .where(eq(states.countryId, required(countryIdByCode, 'NG')))
      ).map((s) => [s.name, s.id]),
    );
    const insertedAreas = await tx
      .insert(areas)
      .values(
        Object.entries(demoAreas).flatMap(([stateName, names]) =>
          names.map((name) => ({ stateId: required(nigeriaStateIds, stateName), name })),
        ),
      )
      .onConflictDoNothing({ target: [areas.stateId, areas.name] })
      .returning({ id: areas.id });

    const insertedChannels = await tx
      .insert(deliveryChannels)
      .values(
        demoDeliveryChannels.map((channel, position) => ({
          name: channel.name,
          description: channel.description,
          feeKobo: nairaToKobo(channel.feeNaira),
          position,
        })),
      )
      .onConflictDoNothing({ target: deliveryChannels.name })
      .returning({ id: deliveryChannels.id, name: deliveryChannels.name });

    // A demo pick-up point comes with its channel, when that is first added: one the owner removed stays removed.
    const newChannelIdByName = new Map(insertedChannels.map((channel) => [channel.name, channel.id]));
    const newPoints = demoPickupPoints.flatMap((point) => {
      const channelId = newChannelIdByName.get(point.channelName);
      return channelId === undefined
        ? []
        : [
            {
              name: point.name,
              address: point.address,
              openingHours: point.openingHours,
              deliveryChannelId: channelId,
            },
          ];
    });
    const insertedPoints = newPoints.length
      ? await tx
          .insert(pickupPoints)
          .values(newPoints)
          .onConflictDoNothing({ target: pickupPoints.name })
          .returning({ id: pickupPoints.id })
      : [];

    // Likewise a demo channel's zones and weekly schedule (issue 26): only with the channel, when first added.
    const stateIdByName = new Map(
      (await tx.select({ id: states.id, name: states.name }).from(states)).map((s) => [s.name, s.id]),
    );
    for (const [channelName, channelId] of deliveryDays ? newChannelIdByName : []) {
      const days = demoDeliveryDays[channelName];
      if (!days) continue;
      for (const [position, zone] of days.zones.entries()) {
        const [row] = await tx
          .insert(deliveryZones)
          .values({
            deliveryChannelId: channelId,
            name: zone.name,
            feeKobo: nairaToKobo(zone.feeNaira),
            position,
          })
          .returning({ id: deliveryZones.id });
        if (zone.states.length > 0) {
          await tx.insert(deliveryZoneStates).values(
            zone.states.map((name) => ({
              zoneId: row!.id,
              deliveryChannelId: channelId,
              stateId: required(stateIdByName, name),
            })),
          );
        }
        for (const area of zone.areas ?? []) {
          const [found] = await tx
            .select({ id: areas.id })
            .from(areas)
            .where(and(eq(areas.stateId, required(stateIdByName, area.state)), eq(areas.name, area.name)));
          if (!found) throw new Error(`seed: no area ${area.name} in ${area.state}`);
          await tx
            .insert(deliveryZoneAreas)
            .values({ zoneId: row!.id, deliveryChannelId: channelId, areaId: found.id });
        }
      }
      if (days.schedule.length > 0) {
        await tx
          .insert(deliverySchedules)
          .values(days.schedule.map((slot) => ({ ...slot, deliveryChannelId: channelId })));
      }
    }

    // The local names (issue 42): those of the demo products and categories this run added, or all of them the
    // first time (a shop from before migration 0024); a name the owner removed later stays removed.
    const firstTerms = (await tx.$count(searchTerms)) === 0;
    const newProductSlugs = new Set(insertedProducts.map((product) => product.slug));
    const newCategoryIds = new Set(insertedCategories.map((category) => category.id));
    const productIdByName = new Map(
      demoProducts.map((product) => [product.name, required(productIdBySlug, product.slug)]),
    );
    const slugByName = new Map(demoProducts.map((product) => [product.name, product.slug]));
    const termRows = demoSearchTerms
      .filter((term) =>
        firstTerms
          ? true
          : 'product' in term.target
            ? newProductSlugs.has(required(slugByName, term.target.product))
            : newCategoryIds.has(required(categoryIdBySlug, term.target.category)),
      )
      .map((term) => ({
        term: term.term,
        language: term.language,
        kind: term.kind,
        productId: 'product' in term.target ? required(productIdByName, term.target.product) : null,
        categoryId: 'category' in term.target ? required(categoryIdBySlug, term.target.category) : null,
        sourceUrl: term.source,
      }));
    const insertedTerms = termRows.length
      ? await tx.insert(searchTerms).values(termRows).onConflictDoNothing().returning({ id: searchTerms.id })
      : [];

    const insertedPages = await tx
      .insert(pages)
      .values(Object.entries(demoPages).map(([slug, body]) => ({ slug, body })))
      .onConflictDoNothing({ target: pages.slug })
      .returning({ slug: pages.slug });

    const insertedSettings = await tx
      .insert(settings)
      .values(Object.entries(demoSettings).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing({ target: settings.key })
      .returning({ key: settings.key });
    // Free delivery comes with a new shop only: a shop whose owner turned it off (no row) keeps it off.
    if (insertedSettings.some((row) => row.key === 'site_name')) {
      insertedSettings.push(
        ...(await tx
          .insert(settings)
          .values({ key: FREE_DELIVERY_KEY, value: nairaToKobo(demoFreeDeliveryThresholdNaira) })
          .onConflictDoNothing({ target: settings.key })
          .returning({ key: settings.key })),
      );
    }

    return {
      categories: insertedCategories.length,
      products: insertedProducts.length,
      productUnits: insertedUnits.length,
      states: insertedStates.length,
      areas: insertedAreas.length,
      deliveryChannels: insertedChannels.length,
      settings: insertedSettings.length,
      pages: insertedPages.length,
      pickupPoints: insertedPoints.length,
      searchTerms: insertedTerms.length,
    };
  });
}

const NOTHING_ADDED: SeedReport = {
  categories: 0,
  products: 0,
  productUnits: 0,
  states: 0,
  areas: 0,
  deliveryChannels: 0,
  settings: 0,
  pages: 0,
  pickupPoints: 0,
  searchTerms: 0,
};

interface DemoKeys {
  list: string;
  count: number;
}

/** The demo keys as one text parameter (a line each) and how many distinct ones there are. */
function keys(values: readonly string[]): DemoKeys {
  const distinct = [...new Set(values)];
  return { list: distinct.join('\n'), count: distinct.length };
}

/**
 * Whether every row the seed would add is there already, in one query (issue 45: a restart ran the whole seed, some
 * 0.4–0.7 s of CPU, to insert nothing). It asks for each natural key the inserts below conflict on, and for a
 * search term at all (the seed adds every name to a shop with none); zones, schedules, pick-up points and the free
 * delivery setting come only with a new channel or a new shop, so they are covered by the channels and settings.
 * Anything missing: the seed runs as it always did.
 */
async function demoShopComplete(db: Database): Promise<boolean> {
  const symbols = keys(demoUnits.map((unit) => unit.symbol));
  const categorySlugs = keys(demoCategories.map((category) => category.slug));
  const productSlugs = keys(demoProducts.map((product) => product.slug));
  const unitKeys = keys(
    demoProducts.flatMap((product) =>
      product.units.map((unit) => `${product.slug} ${unit.unit} ${unit.unitNumber}`),
    ),
  );
  const countryCodes = keys(demoCountries.map((country) => country.code));
  const stateKeys = keys(
    demoCountries.flatMap((country) => country.states.map((name) => `${country.code} ${name}`)),
  );
  const areaKeys = keys(
    Object.entries(demoAreas).flatMap(([state, names]) => names.map((name) => `${state} ${name}`)),
  );
  const channelNames = keys(demoDeliveryChannels.map((channel) => channel.name));
  const pageSlugs = keys(Object.keys(demoPages));
  const settingKeys = keys(Object.keys(demoSettings));
  // A unit's size is numeric(10, 2): `trim_scale` writes 1.00 as 1 and 2.50 as 2.5, as JavaScript does.
  const among = ({ list }: DemoKeys) => sql`any(string_to_array(${list}, E'\n'))`;
  const [row] = rowsOf<{ complete: boolean }>(
    await db.execute(sql`select
      (select count(distinct symbol) from units where symbol = ${among(symbols)}) = ${symbols.count}
      and (select count(distinct slug) from categories where slug = ${among(categorySlugs)}) = ${categorySlugs.count}
      and (select count(distinct slug) from products where slug = ${among(productSlugs)}) = ${productSlugs.count}
      and (select count(distinct p.slug || ' ' || u.symbol || ' ' || trim_scale(pu.unit_number)) from product_units pu
        join products p on p.id = pu.product_id join units u on u.id = pu.unit_id
        where p.slug || ' ' || u.symbol || ' ' || trim_scale(pu.unit_number) = ${among(unitKeys)}) = ${unitKeys.count}
      and (select count(distinct code) from countries where code = ${among(countryCodes)}) = ${countryCodes.count}
      and (select count(distinct c.code || ' ' || s.name) from states s join countries c on c.id = s.country_id
        where c.code || ' ' || s.name = ${among(stateKeys)}) = ${stateKeys.count}
      and (select count(distinct s.name || ' ' || a.name) from areas a join states s on s.id = a.state_id
        join countries c on c.id = s.country_id
        where c.code = 'NG' and s.name || ' ' || a.name = ${among(areaKeys)}) = ${areaKeys.count}
      and (select count(distinct name) from delivery_channels where name = ${among(channelNames)}) = ${channelNames.count}
      and (select count(distinct slug) from pages where slug = ${among(pageSlugs)}) = ${pageSlugs.count}
      and (select count(distinct key) from settings where key = ${among(settingKeys)}) = ${settingKeys.count}
      and exists (select 1 from search_terms) as complete`),
  );
  return row?.complete === true;
}

function required<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: no row for ${String(key)}`);
  return value;
}
