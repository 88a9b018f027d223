import { http, HttpResponse } from 'msw';
import { DEFAULT_PER_PAGE } from '@oko/shared/constants';
import { categoriesFixture, productsFixture, settingsFixture } from './data';
import { authHandlers } from './auth-handlers';

const API = '/api/v1';

function page<T>(items: T[], url: URL) {
  const current = Number(url.searchParams.get('page') ?? 1);
  const perPage = Number(url.searchParams.get('per_page') ?? DEFAULT_PER_PAGE);
  return {
    data: items.slice((current - 1) * perPage, current * perPage),
    meta: {
      current_page: current,
      per_page: perPage,
      total: items.length,
      last_page: Math.max(1, Math.ceil(items.length / perPage)),
    },
  };
}

/** The API as the storefront's tests see it; a test overrides a handler with `server.use(...)`. */
export const handlers = [
  http.get(`${API}/get-setting`, () => HttpResponse.json({ data: settingsFixture })),
  http.get(`${API}/products/categories`, ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? DEFAULT_PER_PAGE);
    const total = categoriesFixture.length;
    return HttpResponse.json({
      data: categoriesFixture.slice((page - 1) * perPage, page * perPage),
      meta: { current_page: page, per_page: perPage, total, last_page: Math.ceil(total / perPage) },
    });
  }),
  http.get(`${API}/products/categories/:slug`, ({ params }) => {
    const category = categoriesFixture.find((entry) => entry.slug === params.slug);
    return category
      ? HttpResponse.json({ data: category })
      : HttpResponse.json({ message: 'Category not found' }, { status: 404 });
  }),
  http.get(`${API}/products`, ({ request }) => {
    const url = new URL(request.url);
    const category = url.searchParams.get('category');
    const matching = category ? productsFixture.filter((p) => p.category.slug === category) : productsFixture;
    return HttpResponse.json(page(matching, url));
  }),
  // A stand-in for the API's ranking: names containing the keyword, any case.
  http.post(`${API}/products/search`, async ({ request }) => {
    const { keyword } = (await request.json()) as { keyword: string };
    const matching = productsFixture.filter((p) => p.name.toLowerCase().includes(keyword.toLowerCase()));
    return HttpResponse.json(page(matching, new URL(request.url)));
  }),
  http.get(`${API}/products/:id`, ({ params }) => {
    const product = productsFixture.find((entry) => String(entry.id) === params.id);
    return product
      ? HttpResponse.json({ data: product })
      : HttpResponse.json({ message: 'Product not found' }, { status: 404 });
  }),
  http.get(`${API}/auth/profile`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
  http.get(`${API}/cart`, () => HttpResponse.json({ data: { items: [] } })),
  ...authHandlers,
];
