import { Link } from 'react-router';
import { FeaturedCategories } from '@/features/catalog/components/featured-categories';
import { ProductShelf } from '@/features/catalog/components/product-shelf';
import { paths } from '@/config/paths';
import { PageMeta } from '@/components/seo/page-meta';
import { getCategoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { getProductsQueryOptions } from '@/features/catalog/api/get-products';
import { SHOP_TAGLINE, useBrand } from '@/lib/brand';
import type { Prefetch } from '@/lib/prefetch';
import { absoluteUrl, useSiteOrigin } from '@/lib/site-origin';

const SHELVES = {
  bestPrices: { sort: 'price_asc', count: 4 },
  newArrivals: { sort: 'newest', count: 8 },
} as const;

/** Decision 016: the categories and both shelves, rendered on the server. */
export const prefetch: Prefetch = async ({ queryClient }) => {
  await Promise.all([
    queryClient.prefetchQuery(getCategoriesQueryOptions({ page: 1 })),
    ...Object.values(SHELVES).map(({ sort, count }) =>
      queryClient.prefetchQuery(getProductsQueryOptions({ sort, perPage: count })),
    ),
  ]);
};

/** The shop front: a welcome, the categories, the best prices and the newest produce. The benefits close every page in the footer. */
export default function HomeRoute() {
  const brand = useBrand();
  const origin = useSiteOrigin();

  return (
    <div className="flex flex-col gap-12">
      <PageMeta
        description={`${brand}: ${SHOP_TAGLINE}`}
        canonicalPath={paths.home.getHref()}
        structuredData={[
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: brand,
            url: absoluteUrl(origin, paths.home.getHref()),
            // The search a search engine may offer in its results, as the header's form sends it.
            potentialAction: {
              '@type': 'SearchAction',
              target: `${absoluteUrl(origin, paths.search.path)}?keyword={keyword}`,
              'query-input': 'required name=keyword',
            },
          },
        ]}
      />
      <section className="rounded-2xl bg-green-800 px-6 py-12 text-white sm:px-12">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{brand}</h1>
        <p className="mt-3 max-w-xl text-green-50">{SHOP_TAGLINE}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to={paths.products.getHref()}
            className="rounded-md bg-white px-4 py-2 font-medium text-green-900 hover:bg-green-50"
          >
            Shop all products
          </Link>
          <Link
            to={paths.categories.getHref()}
            className="rounded-md border border-white/70 px-4 py-2 font-medium text-white hover:bg-white/10"
          >
            Browse categories
          </Link>
        </div>
      </section>
      <FeaturedCategories />
      <ProductShelf id="best-prices" title="Best prices" {...SHELVES.bestPrices} />
      <ProductShelf id="new-arrivals" title="New arrivals" {...SHELVES.newArrivals} />
    </div>
  );
}
