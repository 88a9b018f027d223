import type { Product } from '@oko/shared/schemas/catalog';
import { Link } from 'react-router';
import { ProductImage } from '@/components/ui/product-image';
import { paths } from '@/config/paths';
import { formatPriceRange, stockLabel } from '@/lib/product-units';

export type ProductCardProps = { product: Product; heading?: 'h2' | 'h3' };

/** One product in a grid: the whole card links to the product page and shows price (range) and stock. */
export function ProductCard({ product, heading: Heading = 'h2' }: ProductCardProps) {
  const stock = stockLabel(product.product_units);
  return (
    <Link
      to={paths.product.getHref(product.id)}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:border-green-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
    >
      <ProductImage src={product.image_url} alt="" className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <p className="text-xs font-medium tracking-wide text-green-800 uppercase">{product.category.name}</p>
        <Heading className="font-semibold text-stone-900 group-hover:text-green-800">{product.name}</Heading>
        <p className="mt-auto pt-2 font-semibold text-stone-900">{formatPriceRange(product.product_units)}</p>
        <p className={stock === 'In Stock' ? 'text-sm text-green-800' : 'text-sm text-red-700'}>{stock}</p>
      </div>
    </Link>
  );
}
