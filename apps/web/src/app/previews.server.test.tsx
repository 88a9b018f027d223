// The head tags of a page rendered on the server (decision 016): React hoists <title>, <meta> and <link> into the
// document's <head>, so a link preview that never runs JavaScript reads them from the HTML alone.
import { createHandlers } from '@oko/mock-api/handlers';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { routes } from '@/app/routes';
import { loadMatchedPages } from '@/app/server-state';
import { getUserQueryOptions } from '@/features/auth/api/get-user';
import { getProductQueryOptions } from '@/features/catalog/api/get-product';
import { getSettingsQueryOptions } from '@/features/settings/api/get-settings';
import { configureServerApi } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { SiteOriginContext } from '@/lib/site-origin';
import { demoProduct, mockApi } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';

const api = 'http://127.0.0.1:3001';
const site = 'https://okofarm.ng';

beforeEach(() => {
  server.use(...createHandlers(mockApi, { apiUrl: `${api}/api/v1` }));
  configureServerApi({ base: api });
});

async function renderDocument(path: string) {
  await loadMatchedPages(routes, path);
  const queryClient = createQueryClient();
  await Promise.all([
    queryClient.prefetchQuery(getSettingsQueryOptions()),
    queryClient.prefetchQuery(getUserQueryOptions()),
    queryClient.prefetchQuery(getProductQueryOptions('13')),
  ]);
  const html = renderToString(
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
      </head>
      <body>
        <SiteOriginContext value={site}>
          <QueryClientProvider client={queryClient}>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </QueryClientProvider>
        </SiteOriginContext>
      </body>
    </html>,
  );
  queryClient.clear();
  return html;
}

describe('a product page rendered on the server', () => {
  it('has its title, canonical and Open Graph tags in <head>, and its JSON-LD in the page', async () => {
    const beans = demoProduct(13);
    const html = await renderDocument('/products/13');
    const head = /<head>(.*)<\/head>/s.exec(html)?.[1] ?? '';

    expect(head).toContain(`<title>${beans.name} | Oko Farm</title>`);
    expect(head).toContain(`<link rel="canonical" href="${site}/products/13"/>`);
    expect(head).toContain(`<meta property="og:image" content="${site}/media/og/products/13.jpg"/>`);
    expect(head).toMatch(/<meta name="description" content="₦2,200\.00 - ₦11,500\.00 · In Stock\. /);

    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string; offers?: { priceCurrency: string }[] },
    );
    expect(blocks.map((block) => block['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(blocks[0]!.offers?.every((offer) => offer.priceCurrency === 'NGN')).toBe(true);
  });
});
