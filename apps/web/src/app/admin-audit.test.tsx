import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { type AuditEntry } from '@oko/shared/schemas/admin-audit';
import type { Category } from '@oko/shared/schemas/catalog';
import { API, at, signInAs } from '@/testing/admin-api';
import { server } from '@/testing/mocks/server';
import { loadPagesBeforeAll, renderRoutes } from '@/testing/test-utils';
import { routes } from './routes';

loadPagesBeforeAll();

// The owner's record of back-office changes (issue 13): who changed what, when, from what to what.

const ngozi = { id: 1, name: 'Ngozi', email: 'owner@okofarm.ng' };

const entries: AuditEntry[] = [
  {
    id: 10,
    action: 'product.update',
    entity: 'product',
    entity_id: 13,
    // The row's own names, as the API records a product's change.
    before: { categoryId: 2, description: 'Brown rice.' },
    after: { categoryId: 5, description: 'Local brown rice.' },
    by: ngozi,
    at: at(5, 10, 0),
  },
  {
    id: 9,
    action: 'product_unit.update',
    entity: 'product_unit',
    entity_id: 22,
    before: { priceKobo: 2000000, active: true },
    after: { priceKobo: 1950000, active: false },
    by: ngozi,
    at: at(5, 9, 12),
  },
  {
    id: 8,
    action: 'order.status',
    entity: 'order',
    entity_id: 41,
    before: { status: 'pending' },
    after: { status: 'confirmed' },
    by: { id: 5, name: 'Musa', email: 'musa@okofarm.ng' },
    at: at(5, 8, 30),
  },
  {
    id: 7,
    action: 'category.create',
    entity: 'category',
    entity_id: 4,
    before: null,
    after: { name: 'Herbs', slug: 'herbs', description: '' },
    by: null,
    at: at(4, 17, 0),
  },
];

const categoryOf = (id: number, name: string): Category => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: '',
  image_url: `/media/categories/${name.toLowerCase()}.svg`,
  products_count: 0,
});

describe('changes (/admin/audit)', () => {
  it('lists every change newest first, each field before → after in words, filtered by kind', async () => {
    signInAs('owner');
    const asked: string[] = [];
    server.use(
      http.get(`${API}/admin/audit`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const entity = url.searchParams.get('entity');
        const data = entity ? entries.filter((entry) => entry.entity === entity) : entries;
        return HttpResponse.json({
          data,
          meta: { current_page: 1, per_page: 12, total: data.length, last_page: 1 },
        });
      }),
      http.get(`${API}/products/categories`, () =>
        HttpResponse.json({
          data: [categoryOf(2, 'Grains'), categoryOf(5, 'Fruits')],
          meta: { current_page: 1, per_page: 100, total: 2, last_page: 1 },
        }),
      ),
    );
    renderRoutes(routes, '/admin/audit');

    expect(await screen.findByRole('heading', { level: 1, name: 'Changes' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem', { name: /·|:/ });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Product changed: Product 13',
      'Sale unit changed: Sale unit 22',
      'Order status changed: Order 41',
      'Category added: Category 4',
    ]);
    // A field the row names (categoryId) reads as the owner's word, a category by its name.
    const product = screen.getByRole('listitem', { name: 'Product changed: Product 13' });
    expect(await within(product).findByText('Grains')).toBeInTheDocument();
    expect(product).toHaveTextContent('CategoryGrains → Fruits');
    expect(product).toHaveTextContent('DescriptionBrown rice. → Local brown rice.');
    expect(product).not.toHaveTextContent(/category ?id/i);

    const price = screen.getByRole('listitem', { name: 'Sale unit changed: Sale unit 22' });
    expect(price).toHaveTextContent('Ngozi (owner@okofarm.ng)');
    expect(price).toHaveTextContent('5th Jan 2026 - 9:12 am');
    expect(price).toHaveTextContent('Price (₦)₦20,000.00 → ₦19,500.00');
    expect(price).toHaveTextContent('Shown / on saleYes → No');
    expect(price).not.toHaveTextContent('{');

    const order = screen.getByRole('listitem', { name: 'Order status changed: Order 41' });
    expect(within(order).getByRole('link', { name: 'Order 41' })).toHaveAttribute('href', '/admin/orders/41');
    expect(order).toHaveTextContent('StatusPending → Confirmed');

    const category = screen.getByRole('listitem', { name: 'Category added: Category 4' });
    expect(category).toHaveTextContent('The shop’s server (a command)');
    expect(category).toHaveTextContent('NameHerbs');
    expect(category).toHaveTextContent('Slugherbs');
    expect(category).not.toHaveTextContent('→');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Orders');
    expect(
      await screen.findByRole('listitem', { name: 'Order status changed: Order 41' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /Sale unit 22/ })).not.toBeInTheDocument();
    expect(asked.at(-1)).toBe('?entity=order');
  });

  it('tells staff the page is the owner’s, without asking the API (issue 23)', async () => {
    signInAs('staff');
    let asked = 0;
    server.use(
      http.get(`${API}/admin/audit`, () => {
        asked += 1;
        return HttpResponse.json({ message: ADMIN_MESSAGES.ownerOnly }, { status: 403 });
      }),
    );
    renderRoutes(routes, '/admin/audit');
    expect(await screen.findByText(new RegExp(ADMIN_MESSAGES.ownerOnly))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(asked).toBe(0);
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Changes' })).not.toBeInTheDocument();
  });
});
