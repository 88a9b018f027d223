// The back office's categories (catalog/admin-category-routes.ts).
// On PGlite, and on PostgreSQL with DATABASE_URL.
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { describe, expect, it } from 'vitest';
import { useBackOfficeTestbed } from '../testing/back-office';

const office = useBackOfficeTestbed();
const { bed, tokens, newProduct, createProduct } = office;

describe('categories', () => {
  it('adds a category last, renames it (the old slug still finds it), and orders the home page', async () => {
    const created = await bed.call('POST', '/admin/categories', tokens.owner, { name: 'Herbs & Spices' });
    expect(created.statusCode).toBe(201);
    const category = (created.json() as { data: { id: number; position: number } }).data;
    expect(created.json()).toMatchObject({
      message: 'Category added.',
      data: {
        name: 'Herbs & Spices',
        slug: 'herbs-and-spices',
        image_url: '/media/categories/herbs-and-spices.svg',
        products_count: 0,
        former_slugs: [],
      },
    });
    const listed = (await bed.call('GET', '/admin/categories', tokens.owner)).json() as {
      data: { id: number }[];
    };
    expect(listed.data.at(-1)?.id).toBe(category.id);

    const renamed = await bed.call('PATCH', `/admin/categories/${category.id}`, tokens.owner, {
      name: 'Herbs',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      data: {
        name: 'Herbs',
        slug: 'herbs',
        image_url: '/media/categories/herbs.svg',
        former_slugs: ['herbs-and-spices'],
      },
    });
    const byOldSlug = await bed.call('GET', '/products/categories/herbs-and-spices');
    expect(byOldSlug.statusCode).toBe(200);
    expect(byOldSlug.json()).toMatchObject({ data: { id: category.id, slug: 'herbs' } });
    expect((await bed.call('GET', '/products?category=herbs-and-spices')).statusCode).toBe(200);
    expect((await bed.app.inject({ method: 'GET', url: '/media/categories/herbs.svg' })).statusCode).toBe(
      200,
    );
    const product = await createProduct({ ...newProduct(), category_id: category.id });
    const inOld = await bed.call('GET', '/products?category=herbs-and-spices');
    expect(inOld.json()).toMatchObject({ data: [{ id: product.id }], meta: { total: 1 } });

    // Named back: the slug returns, and stops being a former one.
    const back = await bed.call('PATCH', `/admin/categories/${category.id}`, tokens.owner, {
      name: 'Herbs and Spices',
    });
    expect(back.json()).toMatchObject({ data: { slug: 'herbs-and-spices', former_slugs: ['herbs'] } });
    // Another category may not take a slug that still names this one.
    const other = await bed.call('POST', '/admin/categories', tokens.owner, { name: 'Herbs' });
    expect(other.json()).toMatchObject({ data: { slug: 'herbs-2' } });

    const ids = (
      (await bed.call('GET', '/admin/categories', tokens.owner)).json() as { data: { id: number }[] }
    ).data.map((entry) => entry.id);
    const reversed = [...ids].reverse();
    const ordered = await bed.call('PUT', '/admin/categories/order', tokens.owner, {
      category_ids: reversed,
    });
    expect(ordered.statusCode).toBe(200);
    const home = (await bed.call('GET', '/products/categories?per_page=100')).json() as {
      data: { id: number }[];
    };
    expect(home.data.map((entry) => entry.id)).toEqual(reversed);
    for (const categoryIds of [reversed.slice(1), [...reversed, reversed[0]], []]) {
      const refused = await bed.call('PUT', '/admin/categories/order', tokens.owner, {
        category_ids: categoryIds,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ errors: { category_ids: [ADMIN_MESSAGES.categoryOrder] } });
    }
    await bed.call('PUT', '/admin/categories/order', tokens.owner, { category_ids: ids });

    const empty = await bed.call('POST', '/admin/categories', tokens.owner, { name: ' ' });
    expect(empty.json()).toMatchObject({ errors: { name: [ADMIN_MESSAGES.nameRequired] } });
    expect(
      (await bed.call('PATCH', '/admin/categories/999999', tokens.owner, { name: 'X' })).statusCode,
    ).toBe(404);
  });
});
