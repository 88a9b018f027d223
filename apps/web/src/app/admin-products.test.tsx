import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { type StockAdjustment } from '@oko/shared/schemas/admin-catalog';
import { API, adminProduct, onePage, signInAs } from '@/testing/admin-api';
import { expectConsoleError } from '@/testing/console';
import { useNotifications } from '@/lib/notifications';
import { server } from '@/testing/mocks/server';
import { loadPagesBeforeAll, renderRoutes } from '@/testing/test-utils';
import { routes } from './routes';

loadPagesBeforeAll();

// The back office's products (issue 13): list, quick price and stock edits, create and edit, through the
// app's routes with the admin API answered here. Messages come from the shared schemas, as the API's do.

/** The toasts' titles (the toast stack itself is drawn by the app's provider, outside the routes). */
const toasts = () => useNotifications.getState().notifications.map((toast) => toast.title);

const categories = [
  { id: 1, name: 'Tubers', slug: 'tubers', description: '', image_url: '', products_count: 4 },
  { id: 2, name: 'Grains', slug: 'grains', description: '', image_url: '', products_count: 6 },
];

function serveCatalog() {
  const asked: string[] = [];
  const patches: { url: string; body: unknown }[] = [];
  server.use(
    http.get(`${API}/products/categories`, () => HttpResponse.json(onePage(categories))),
    http.get(`${API}/admin/products`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(
        onePage([adminProduct(9), adminProduct(4, { name: 'Palm Oil', active: false, product_units: [] })]),
      );
    }),
    http.patch(`${API}/admin/product-units/:id`, async ({ request }) => {
      patches.push({ url: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json({ data: adminProduct(9) });
    }),
  );
  return { asked, patches };
}

describe('products (/admin/products)', () => {
  it('lists products with their category, visibility, units, prices and stock; filters by search and category', async () => {
    signInAs('owner');
    const { asked } = serveCatalog();
    const { router } = renderRoutes(routes, '/admin/products');

    const rice = await screen.findByRole('listitem', { name: 'Ofada Rice' });
    expect(rice).toHaveTextContent('Grains');
    expect(rice).toHaveTextContent('In stock: 14');
    const unit = within(rice).getByRole('form', { name: 'Price and stock of Ofada Rice, 25 kg' });
    expect(within(unit).getByRole('textbox', { name: 'Price (₦)' })).toHaveValue('10000.00');
    expect(within(unit).getByRole('textbox', { name: 'Stock' })).toHaveValue('14');
    expect(
      within(rice).getByRole('form', { name: 'Price and stock of Ofada Rice, 50 kg' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Palm Oil' })).toHaveTextContent('Hidden');

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'Grains');
    const search = within(screen.getByRole('search', { name: 'Search products' }));
    await userEvent.type(search.getByRole('searchbox', { name: 'Search' }), 'rice');
    await userEvent.click(search.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?category_id=2&q=rice');
    await screen.findByRole('listitem', { name: 'Ofada Rice' });
    expect(asked.at(-1)).toBe('?q=rice&category_id=2');
  });

  it('changes a price in place, checking it with the shared schema and sending only what changed', async () => {
    signInAs('owner');
    const { patches } = serveCatalog();
    renderRoutes(routes, '/admin/products');

    const unit = within(await screen.findByRole('form', { name: 'Price and stock of Ofada Rice, 25 kg' }));
    const price = unit.getByRole('textbox', { name: 'Price (₦)' });
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    await userEvent.click(unit.getByRole('button', { name: 'Save' }));
    expect(await unit.findByText(ADMIN_MESSAGES.pricePositive)).toBeInTheDocument();
    await userEvent.clear(price);
    await userEvent.type(price, '9500.505');
    await userEvent.click(unit.getByRole('button', { name: 'Save' }));
    expect(await unit.findByText(ADMIN_MESSAGES.priceDecimals)).toBeInTheDocument();
    expect(patches).toEqual([]);

    await userEvent.clear(price);
    await userEvent.type(price, '9500.50');
    await userEvent.click(unit.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('25 kg saved'));
    expect(patches).toEqual([{ url: '/api/v1/admin/product-units/21', body: { price_per_unit: '9500.50' } }]);
  });

  it('changes stock alone (what staff may do), refusing a negative or fractional figure', async () => {
    signInAs('staff');
    const { patches } = serveCatalog();
    renderRoutes(routes, '/admin/products');

    const unit = within(await screen.findByRole('form', { name: 'Stock of Ofada Rice, 50 kg' }));
    const stock = unit.getByRole('textbox', { name: 'Stock' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '2.5');
    await userEvent.click(unit.getByRole('button', { name: 'Save' }));
    expect(await unit.findByText(ADMIN_MESSAGES.stockInteger)).toBeInTheDocument();
    await userEvent.clear(stock);
    await userEvent.type(stock, '-1');
    await userEvent.click(unit.getByRole('button', { name: 'Save' }));
    expect(await unit.findByText(ADMIN_MESSAGES.stockNegative)).toBeInTheDocument();

    await userEvent.clear(stock);
    await userEvent.type(stock, '40');
    await userEvent.click(unit.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('50 kg saved'));
    expect(patches).toEqual([{ url: '/api/v1/admin/product-units/22', body: { available_quantity: 40 } }]);
  });

  it('shows staff the price as text, with no price field or "On sale" they could not save (issue 23)', async () => {
    signInAs('staff');
    serveCatalog();
    renderRoutes(routes, '/admin/products');
    const rice = await screen.findByRole('listitem', { name: 'Ofada Rice' });
    const unit = within(rice).getByRole('form', { name: 'Stock of Ofada Rice, 25 kg' });
    expect(unit).toHaveTextContent('Price₦10,000.00');
    expect(within(unit).queryByRole('textbox', { name: 'Price (₦)' })).not.toBeInTheDocument();
    expect(within(unit).queryByRole('checkbox', { name: 'On sale' })).not.toBeInTheDocument();
    expect(within(unit).getByRole('textbox', { name: 'Stock' })).toHaveValue('14');
    expect(screen.queryByRole('form', { name: /^Price and stock/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New product' })).not.toBeInTheDocument();
  });

  it('shows the API’s refusal of a change (the role taken away since the page loaded)', async () => {
    signInAs('owner');
    serveCatalog();
    server.use(
      http.patch(`${API}/admin/product-units/:id`, () =>
        HttpResponse.json({ message: ADMIN_MESSAGES.ownerOnly }, { status: 403 }),
      ),
    );
    renderRoutes(routes, '/admin/products');
    const unit = within(await screen.findByRole('form', { name: 'Price and stock of Ofada Rice, 25 kg' }));
    await userEvent.clear(unit.getByRole('textbox', { name: 'Price (₦)' }));
    await userEvent.type(unit.getByRole('textbox', { name: 'Price (₦)' }), '9000');
    await userEvent.click(unit.getByRole('button', { name: 'Save' }));
    expect(await unit.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.ownerOnly);
    expectConsoleError(ADMIN_MESSAGES.ownerOnly);
  });
});

describe('a new product (/admin/products/new)', () => {
  it('gives the shared schema’s messages, then creates the product with two units in one POST', async () => {
    signInAs('owner');
    serveCatalog();
    const posted: unknown[] = [];
    server.use(
      http.post(`${API}/admin/products`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ data: adminProduct(31, { name: 'Cocoyam' }) }, { status: 201 });
      }),
      http.get(`${API}/admin/products/31`, () =>
        HttpResponse.json({ data: adminProduct(31, { name: 'Cocoyam' }) }),
      ),
    );
    const { router } = renderRoutes(routes, '/admin/products/new');

    await screen.findByRole('option', { name: 'Tubers' });
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText(ADMIN_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.categoryRequired)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.unitNameRequired)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.unitSymbolRequired)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.priceRequired)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Cocoyam');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Tubers');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Fresh from Enugu.');
    const first = within(screen.getByRole('listitem', { name: 'Unit 1' }));
    await userEvent.type(first.getByRole('textbox', { name: 'Unit name' }), 'Kilogram');
    await userEvent.type(first.getByRole('textbox', { name: 'Symbol' }), 'kg');
    await userEvent.clear(first.getByRole('textbox', { name: 'Number' }));
    await userEvent.type(first.getByRole('textbox', { name: 'Number' }), '5');
    await userEvent.type(first.getByRole('textbox', { name: 'Price (₦)' }), '3500');
    await userEvent.clear(first.getByRole('textbox', { name: 'Stock' }));
    await userEvent.type(first.getByRole('textbox', { name: 'Stock' }), '20');

    await userEvent.click(screen.getByRole('button', { name: 'Add a unit' }));
    const second = within(screen.getByRole('listitem', { name: 'Unit 2' }));
    await userEvent.type(second.getByRole('textbox', { name: 'Unit name' }), 'Kilogram');
    await userEvent.type(second.getByRole('textbox', { name: 'Symbol' }), 'kg');
    await userEvent.clear(second.getByRole('textbox', { name: 'Number' }));
    await userEvent.type(second.getByRole('textbox', { name: 'Number' }), '5');
    await userEvent.type(second.getByRole('textbox', { name: 'Price (₦)' }), '6800.50');
    await userEvent.clear(second.getByRole('textbox', { name: 'Stock' }));
    await userEvent.type(second.getByRole('textbox', { name: 'Stock' }), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await second.findByText(ADMIN_MESSAGES.duplicateUnit('5 kg'))).toBeInTheDocument();
    expect(posted).toEqual([]);

    await userEvent.clear(second.getByRole('textbox', { name: 'Number' }));
    await userEvent.type(second.getByRole('textbox', { name: 'Number' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Cocoyam' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/products/31');
    expect(posted).toEqual([
      {
        name: 'Cocoyam',
        category_id: 1,
        description: 'Fresh from Enugu.',
        active: true,
        product_units: [
          {
            unit: { name: 'Kilogram', symbol: 'kg' },
            unit_number: 5,
            price_per_unit: '3500',
            available_quantity: 20,
            active: true,
          },
          {
            unit: { name: 'Kilogram', symbol: 'kg' },
            unit_number: 10,
            price_per_unit: '6800.50',
            available_quantity: 8,
            active: true,
          },
        ],
      },
    ]);
  });

  it('removes a unit row, keeping the others’ figures', async () => {
    signInAs('owner');
    serveCatalog();
    renderRoutes(routes, '/admin/products/new');
    await screen.findByRole('option', { name: 'Tubers' });
    expect(screen.queryByRole('button', { name: 'Remove unit 1' })).not.toBeInTheDocument();
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Unit name' })[0]!, 'Tuber');
    await userEvent.click(screen.getByRole('button', { name: 'Add a unit' }));
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Unit name' })[1]!, 'Basket');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Price (₦)' })[1]!, '18000');
    await userEvent.click(screen.getByRole('button', { name: 'Remove unit 1' }));

    const rows = screen.getAllByRole('listitem', { name: /^Unit \d$/ });
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByRole('textbox', { name: 'Unit name' })).toHaveValue('Basket');
    expect(within(rows[0]!).getByRole('textbox', { name: 'Price (₦)' })).toHaveValue('18000');
  });

  it('puts the API’s field errors under the fields', async () => {
    signInAs('owner');
    serveCatalog();
    server.use(
      http.post(`${API}/admin/products`, () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { category_id: [ADMIN_MESSAGES.unknownCategory] },
          },
          { status: 422 },
        ),
      ),
    );
    renderRoutes(routes, '/admin/products/new');
    await screen.findByRole('option', { name: 'Tubers' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Cocoyam');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Tubers');
    const unit = within(screen.getByRole('listitem', { name: 'Unit 1' }));
    await userEvent.type(unit.getByRole('textbox', { name: 'Unit name' }), 'Tuber');
    await userEvent.type(unit.getByRole('textbox', { name: 'Symbol' }), 'tuber');
    await userEvent.type(unit.getByRole('textbox', { name: 'Price (₦)' }), '1200');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText(ADMIN_MESSAGES.unknownCategory)).toBeInTheDocument();
    expectConsoleError('The given data was invalid.');
  });
});

describe('editing a product (/admin/products/{id})', () => {
  it('saves the product’s own fields, and each unit apart', async () => {
    signInAs('owner');
    const { patches } = serveCatalog();
    const saved: unknown[] = [];
    server.use(
      http.get(`${API}/admin/products/9`, () => HttpResponse.json({ data: adminProduct(9) })),
      http.patch(`${API}/admin/products/9`, async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({
          data: adminProduct(9, { name: 'Ofada Rice (new harvest)', active: false }),
        });
      }),
    );
    renderRoutes(routes, '/admin/products/9');

    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Ofada Rice');
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Grains');
    await userEvent.type(name, ' (new harvest)');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Shown in the shop' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(toasts()).toContain('Product saved'));
    expect(saved).toEqual([
      {
        name: 'Ofada Rice (new harvest)',
        category_id: 2,
        description: 'Local brown rice from Ogun.',
        active: false,
      },
    ]);

    // The product's new name names its units' forms.
    const unit = within(
      screen.getByRole('form', { name: 'Price and stock of Ofada Rice (new harvest), 50 kg' }),
    );
    await userEvent.click(unit.getByRole('checkbox', { name: 'On sale' }));
    await userEvent.click(unit.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('50 kg saved'));
    expect(patches).toEqual([{ url: '/api/v1/admin/product-units/22', body: { active: false } }]);
  });
});

describe('a product as staff see it (/admin/products/{id})', () => {
  it('offers the stock and its changes only: no product form, photo, price or new unit (issue 23)', async () => {
    signInAs('staff');
    serveCatalog();
    server.use(http.get(`${API}/admin/products/9`, () => HttpResponse.json({ data: adminProduct(9) })));
    renderRoutes(routes, '/admin/products/9');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ofada Rice' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Stock of Ofada Rice, 25 kg' })).toBeInTheDocument();
    expect(
      screen.getByText(/You can change the stock; prices, photos and the product itself are the owner’s/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add a sale unit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Price (₦)' })).not.toBeInTheDocument();
    expect(screen.getByText('Stock changes of 25 kg')).toBeInTheDocument();
  });
});

describe('stock changes', () => {
  it('records a harvest, spoilage and a recount with their reasons, and shows the history', async () => {
    signInAs('staff');
    serveCatalog();
    const recorded: unknown[] = [];
    const history: StockAdjustment[] = [];
    server.use(
      http.get(`${API}/admin/products/9`, () => HttpResponse.json({ data: adminProduct(9) })),
      http.get(`${API}/admin/product-units/21/stock`, () => HttpResponse.json({ data: history })),
      http.post(`${API}/admin/product-units/21/stock`, async ({ request }) => {
        const body = (await request.json()) as { reason: StockAdjustment['reason'] };
        recorded.push(body);
        const entry: StockAdjustment = {
          id: history.length + 1,
          product_unit_id: 21,
          reason: body.reason,
          before: 14,
          after: 34,
          by: { id: 3, name: 'Musa' },
          at: '2026-01-06T08:15:00.000Z',
        };
        history.unshift(entry);
        return HttpResponse.json({ data: entry, message: 'Stock updated.' }, { status: 201 });
      }),
    );
    renderRoutes(routes, '/admin/products/9');

    await userEvent.click(await screen.findByText('Stock changes of 25 kg'));
    expect(await screen.findByText('No stock changes recorded yet.')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Stock change of 25 kg' }));
    await userEvent.click(form.getByRole('button', { name: 'Record' }));
    expect(await form.findByText(ADMIN_MESSAGES.changeInteger)).toBeInTheDocument();

    await userEvent.type(form.getByRole('textbox', { name: 'Quantity' }), '20');
    await userEvent.click(form.getByRole('button', { name: 'Record' }));
    const list = await screen.findByRole('list', { name: 'Stock history of 25 kg' });
    expect(list).toHaveTextContent('Harvest in: 14 → 34Musa');

    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Reason' }), 'Spoiled');
    await userEvent.type(form.getByRole('textbox', { name: 'Quantity' }), '3');
    await userEvent.click(form.getByRole('button', { name: 'Record' }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Reason' }), 'Recount');
    await userEvent.type(form.getByRole('textbox', { name: 'Counted' }), '-1');
    await userEvent.click(form.getByRole('button', { name: 'Record' }));
    expect(await form.findByText(ADMIN_MESSAGES.stockNegative)).toBeInTheDocument();
    await userEvent.clear(form.getByRole('textbox', { name: 'Counted' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Counted' }), '30');
    await userEvent.click(form.getByRole('button', { name: 'Record' }));

    await waitFor(() => expect(recorded).toHaveLength(3));
    expect(recorded).toEqual([
      { reason: 'harvest', change: 20 },
      { reason: 'spoiled', change: -3 },
      { reason: 'recount', set: 30 },
    ]);
  });
});

describe('adding a sale unit to a saved product', () => {
  it('checks it with the shared schema, posts it in naira and shows it with the others', async () => {
    signInAs('owner');
    serveCatalog();
    const posted: unknown[] = [];
    const withBasket = adminProduct(9);
    withBasket.product_units.push({
      id: 23,
      product_id: 9,
      unit_number: 1,
      unit: { name: 'Basket', symbol: 'basket' },
      price_per_unit: '42000.00',
      available_quantity: 3,
      weight: null,
      active: true,
    });
    server.use(
      http.get(`${API}/admin/products/9`, () =>
        HttpResponse.json({ data: posted.length ? withBasket : adminProduct(9) }),
      ),
      http.post(`${API}/admin/products/9/product-units`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ data: withBasket }, { status: 201 });
      }),
    );
    renderRoutes(routes, '/admin/products/9');

    const form = within(await screen.findByRole('form', { name: 'Add a sale unit' }));
    await userEvent.click(form.getByRole('button', { name: 'Add unit' }));
    expect(await form.findByText(ADMIN_MESSAGES.unitNameRequired)).toBeInTheDocument();
    expect(form.getByText(ADMIN_MESSAGES.priceRequired)).toBeInTheDocument();

    await userEvent.type(form.getByRole('textbox', { name: 'Unit name' }), 'Basket');
    await userEvent.type(form.getByRole('textbox', { name: 'Symbol' }), 'basket');
    await userEvent.type(form.getByRole('textbox', { name: 'Price (₦)' }), '42000');
    await userEvent.clear(form.getByRole('textbox', { name: 'Stock' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Stock' }), '3');
    await userEvent.click(form.getByRole('button', { name: 'Add unit' }));

    expect(
      await screen.findByRole('form', { name: 'Price and stock of Ofada Rice, 1 basket' }),
    ).toBeInTheDocument();
    expect(posted).toEqual([
      {
        unit: { name: 'Basket', symbol: 'basket' },
        unit_number: 1,
        price_per_unit: '42000',
        available_quantity: 3,
        active: true,
      },
    ]);
    expect(form.getByRole('textbox', { name: 'Unit name' })).toHaveValue('');
  });
});
