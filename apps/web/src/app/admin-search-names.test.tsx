import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SearchMiss, SearchTerm } from '@oko/shared/schemas/admin-search-terms';
import { API, adminProduct, onePage, signInAs } from '@/testing/admin-api';
import { server } from '@/testing/mocks/server';
import { loadPagesBeforeAll, renderRoutes } from '@/testing/test-utils';
import { routes } from './routes';

loadPagesBeforeAll();

// The owner's search names (issue 42): what shoppers searched for and did not find, "Add as a name for…", and
// the names kept, each edited or removed in place.

const ugwu: SearchTerm = {
  id: 1,
  term: 'ugwu',
  language: 'igbo',
  kind: 'same',
  product: { id: 7, name: 'Ugu (Fluted Pumpkin Leaves)' },
  category: null,
  source_url: 'https://flairng.com/african-countries/what-is-pumpkin-called-in-nigeria.html',
};

function serveNames() {
  let terms = [ugwu];
  let misses: SearchMiss[] = [
    { keyword: 'kuka', searches: 4, last_searched_on: '2026-11-27' },
    { keyword: 'zobo', searches: 1, last_searched_on: '2026-11-20' },
  ];
  const calls: { method: string; path: string; body: unknown }[] = [];
  server.use(
    http.get(`${API}/admin/search-terms`, () => HttpResponse.json({ data: terms })),
    http.get(`${API}/admin/search-misses`, () => HttpResponse.json({ data: misses })),
    http.get(`${API}/admin/products`, () =>
      HttpResponse.json(onePage([adminProduct(9, { name: 'Waterleaf' }), adminProduct(7)])),
    ),
    http.post(`${API}/admin/search-terms`, async ({ request }) => {
      const body = (await request.json()) as { term: string; product_id: number };
      calls.push({ method: 'POST', path: new URL(request.url).pathname, body });
      const added: SearchTerm = {
        ...ugwu,
        id: 2,
        term: body.term,
        language: 'hausa',
        product: { id: 9, name: 'Waterleaf' },
      };
      terms = [...terms, added];
      misses = misses.filter((miss) => miss.keyword !== body.term);
      return HttpResponse.json({ data: added }, { status: 201 });
    }),
    http.delete(`${API}/admin/search-terms/:id`, ({ params }) => {
      calls.push({ method: 'DELETE', path: `/api/v1/admin/search-terms/${String(params.id)}`, body: null });
      terms = terms.filter((term) => term.id !== Number(params.id));
      return HttpResponse.json({ message: 'Name removed.' });
    }),
  );
  return calls;
}

describe('search names (/admin/search-names)', () => {
  it('adds a keyword shoppers did not find as a name for a product, and removes a name', async () => {
    signInAs('owner');
    const calls = serveNames();
    renderRoutes(routes, '/admin/search-names');

    const missed = await screen.findByRole('region', { name: 'Searched and not found in the last 30 days' });
    expect((await within(missed).findAllByRole('listitem')).map((item) => item.textContent)).toEqual([
      'kuka 4 searchesAdd as a name for…',
      'zobo 1 searchAdd as a name for…',
    ]);
    await userEvent.click(within(missed).getByRole('button', { name: 'Add “kuka” as a name for…' }));

    const add = within(screen.getByRole('form', { name: 'New name' }));
    expect(add.getByRole('textbox', { name: 'Name' })).toHaveValue('kuka');
    await waitFor(() => expect(add.getByRole('searchbox', { name: 'Find the product' })).toHaveFocus());
    await userEvent.selectOptions(add.getByRole('combobox', { name: 'Language' }), 'hausa');
    await userEvent.selectOptions(
      add.getByRole('combobox', { name: 'Product' }),
      await add.findByRole('option', { name: 'Waterleaf' }),
    );
    await userEvent.type(add.getByRole('textbox', { name: 'Source' }), 'https://example.ng/kuka');
    await userEvent.click(add.getByRole('button', { name: 'Add name' }));

    await waitFor(() => expect(within(missed).queryByText('kuka')).not.toBeInTheDocument());
    const names = await screen.findByRole('region', { name: 'Names (2)' });
    expect(within(names).getByText('kuka')).toBeInTheDocument();

    await userEvent.click(within(names).getByRole('button', { name: 'Edit ugwu' }));
    await userEvent.click(within(names).getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(names).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(within(names).queryByText('ugwu')).not.toBeInTheDocument());

    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/v1/admin/search-terms',
        body: {
          term: 'kuka',
          language: 'hausa',
          kind: 'same',
          product_id: 9,
          category_id: null,
          source_url: 'https://example.ng/kuka',
        },
      },
      { method: 'DELETE', path: '/api/v1/admin/search-terms/1', body: null },
    ]);
  });
});
