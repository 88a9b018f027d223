// Grows the demo shop to a 10,000-product catalog for the benchmark: the demo catalog (113 products; the first 112
// are the generated ones' models) plus
// generated products across the same categories, each with one to three sale units. The search trigger fills
// their search documents as they are inserted. The local names grow to 1,000 (issue 42): the demo's, then names of
// one or two words for generated products, a quarter of them broader.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { products } from '../src/db/schema';
import { seedDatabase } from '../src/seed/seed';

const BENCH_PRODUCTS = 10_000;
const BENCH_TERMS = 1_000;

export async function seedBenchCatalog(db: Database): Promise<number> {
  await seedDatabase(db);
  // Bulk loads: the counting triggers are off, and one statement each recounts at the end.
  await db.execute(sql`alter table products disable trigger products_category_count`);
  await db.execute(sql`
    insert into products (category_id, name, slug, description, image_url, created_at)
    select base.category_id,
           (array['Organic', 'Farm-fresh', 'Premium', 'Sun-dried', 'Village', 'Hand-picked', 'Smallholder', 'Wholesale'])[1 + g.i % 8]
             || ' ' || base.name || ' ' || g.i,
           'bench-' || g.i,
           base.description,
           '/media/products/bench-' || g.i || '.svg',
           timestamptz '2025-01-01' + (g.i * 47 % 525600) * interval '1 minute'
    from generate_series(1, ${BENCH_PRODUCTS} - (select count(*) from products)) as g(i)
    cross join lateral (
      select p.category_id, p.name, p.description from products p
      where p.slug not like 'bench-%' order by p.id offset (g.i % 112) limit 1
    ) as base
    on conflict do nothing`);
  await db.execute(sql`alter table product_units disable trigger product_units_lowest_price`);
  await db.execute(sql`
    insert into product_units (product_id, unit_id, unit_number, price_kobo, available_quantity)
    select p.id, u.id, n.unit_number, (500 + (p.id * 37 + n.k * 911) % 60000) * 100, (p.id * 7 + n.k) % 40
    from products p
    cross join (values (1, 'kg', 1), (2, 'bag', 25), (3, 'basket', 1)) as n(k, symbol, unit_number)
    join units u on u.symbol = n.symbol
    where p.slug like 'bench-%' and n.k <= 1 + p.id % 3
    on conflict do nothing`);
  await db.execute(sql`alter table product_units enable trigger product_units_lowest_price`);
  await db.execute(sql`
    update products p set lowest_price_kobo =
      (select min(pu.price_kobo) from product_units pu where pu.product_id = p.id)
    where p.slug like 'bench-%'`);
  await db.execute(sql`alter table products enable trigger products_category_count`);
  await db.execute(sql`
    update categories c set products_count = (select count(*) from products p where p.category_id = c.id)`);
  await db.execute(sql`
    insert into search_terms (term, language, kind, product_id, source_url)
    select 'oruko ' || translate(g.i::text, '0123456789', 'abcdefghij'),
           (array['yoruba', 'igbo', 'hausa', 'pidgin', 'english'])[1 + g.i % 5],
           case when g.i % 4 = 0 then 'broader' else 'same' end,
           (select p.id from products p where p.slug = 'bench-' || g.i),
           'https://example.ng/bench-names'
    from generate_series(1, ${BENCH_TERMS} - (select count(*) from search_terms)) as g(i)
    on conflict do nothing`);
  // The steady state of a live shop (autovacuum): statistics and visibility map current, so counts read indexes only.
  await db.execute(sql`vacuum analyze`);
  return db.$count(products);
}
