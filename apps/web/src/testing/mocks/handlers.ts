import { http, HttpResponse } from 'msw';
import { DEFAULT_PER_PAGE } from '@oko/shared/constants';
import { categoriesFixture, productFixture, settingsFixture } from './data';

const API = '/api/v1';

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
  http.get(`${API}/products/:id`, ({ params }) =>
    String(productFixture.id) === params.id
      ? HttpResponse.json({ data: productFixture })
      : HttpResponse.json({ message: 'Product not found' }, { status: 404 }),
  ),
  http.get(`${API}/auth/profile`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
  http.get(`${API}/cart`, () => HttpResponse.json({ data: { items: [] } })),
];
