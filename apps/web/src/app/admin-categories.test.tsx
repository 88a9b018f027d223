import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { type AdminCategory } from '@oko/shared/schemas/admin-catalog';
import { API, signInAs } from '@/testing/admin-api';
import { server } from '@/testing/mocks/server';
import { loadPagesBeforeAll, renderRoutes } from '@/testing/test-utils';
import { routes } from './routes';

loadPagesBeforeAll();

// The owner's categories page (issue 13): add, rename, order as the home page shows them.

const category = (id: number, name: string, position: number): AdminCategory => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: '',
  image_url: `/media/categories/${name.toLowerCase()}.svg`,
  products_count: id * 3,
  position,
  former_slugs: [],
});

function serveCategories() {
  let categories = [category(1, 'Tubers', 1), category(2, 'Grains', 2), category(3, 'Fruits', 3)];
  const calls: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) =>
    calls.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json() });
  server.use(
    http.get(`${API}/admin/categories`, () => HttpResponse.json({ data: categories })),
    http.put(`${API}/admin/categories/order`, async ({ request }) => {
      await record(request.clone());
      const { category_ids: ids } = (await request.json()) as { category_ids: number[] };
      categories = ids.map((id, index) => ({
        ...categories.find((entry) => entry.id === id)!,
        position: index + 1,
      }));
      return HttpResponse.json({ data: categories });
    }),
    http.patch(`${API}/admin/categories/:id`, async ({ request, params }) => {
      await record(request.clone());
      const { name } = (await request.json()) as { name: string };
      categories = categories.map((entry) =>
        entry.id === Number(params.id)
          ? { ...entry, name, slug: name.toLowerCase(), former_slugs: [entry.slug] }
          : entry,
      );
      return HttpResponse.json({ data: categories.find((entry) => entry.id === Number(params.id)) });
    }),
    http.post(`${API}/admin/categories`, async ({ request }) => {
      await record(request.clone());
      const { name } = (await request.json()) as { name: string };
      const added = category(4, name, 4);
      categories = [...categories, added];
      return HttpResponse.json({ data: added }, { status: 201 });
    }),
  );
  return calls;
}

const names = () =>
  screen
    .getAllByRole('form', { name: /^Rename / })
    .map((form) => (within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value);

describe('categories (/admin/categories)', () => {
  it('orders, renames and adds categories', async () => {
    signInAs('owner');
    const calls = serveCategories();
    renderRoutes(routes, '/admin/categories');

    await screen.findByRole('form', { name: 'Rename Tubers' });
    expect(names()).toEqual(['Tubers', 'Grains', 'Fruits']);
    expect(screen.getByRole('button', { name: 'Move Tubers up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Fruits up' }));
    await waitFor(() => expect(names()).toEqual(['Tubers', 'Fruits', 'Grains']));

    const rename = within(screen.getByRole('form', { name: 'Rename Grains' }));
    await userEvent.clear(rename.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(rename.getByRole('button', { name: 'Rename' }));
    expect(await rename.findByText(ADMIN_MESSAGES.nameRequired)).toBeInTheDocument();
    await userEvent.type(rename.getByRole('textbox', { name: 'Name' }), 'Grains and Legumes');
    await userEvent.click(rename.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText(/\/categories\/grains and legumes \(was grains\)/)).toBeInTheDocument();

    const add = within(screen.getByRole('form', { name: 'Add a category' }));
    await userEvent.type(add.getByRole('textbox', { name: 'Name' }), 'Spices');
    await userEvent.click(add.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(names()).toEqual(['Tubers', 'Fruits', 'Grains and Legumes', 'Spices']));

    expect(calls).toEqual([
      { method: 'PUT', path: '/api/v1/admin/categories/order', body: { category_ids: [1, 3, 2] } },
      { method: 'PATCH', path: '/api/v1/admin/categories/2', body: { name: 'Grains and Legumes' } },
      { method: 'POST', path: '/api/v1/admin/categories', body: { name: 'Spices', description: '' } },
    ]);
  });
});
