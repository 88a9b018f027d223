import type { ProductSort } from '@oko/shared/constants';
import { Link } from 'react-router';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { ContentSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useProducts } from '../api/get-products';
import { ProductGrid } from './product-grid';

export type ProductShelfProps = { title: string; sort: ProductSort; count?: number; id: string };

/** A home-page row of products in one order, with the way on to the whole list in that order. */
export function ProductShelf({ title, sort, count = 4, id }: ProductShelfProps) {
  const products = useProducts({ sort, perPage: count });
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-xl font-semibold text-stone-900">
          {title}
        </h2>
        <Link
          to={paths.products.getHref({ sort })}
          className="text-sm font-medium text-green-800 hover:underline"
        >
          See all
        </Link>
      </div>
      {products.isPending ? (
        <ContentSpinner room="py-12" />
      ) : products.isError ? (
        <ErrorFallback />
      ) : (
        <ProductGrid products={products.data.data} heading="h3" label={title} />
      )}
    </section>
  );
}
