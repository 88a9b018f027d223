import { use, useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '@oko/shared/schemas/catalog';
import { ProductImage } from '@/components/ui/product-image';
import { paths } from '@/config/paths';
import { formatPriceRange, stockLabel } from '@/lib/product-units';
import { AddToCartContext } from '../add-to-cart-context';

export type ProductCardProps = {
  product: Product;
  heading?: 'h2' | 'h3';
  /** In the first row of a list page: its picture loads at once (it is the page's largest paint), not lazily. */
  priority?: boolean;
};

/**
 * One product in a grid: the picture, name, price (range) and stock link to the product page; "Add to cart"
 * adds one of the first unit in stock, as a guest row uses its first unit (spec section 3).
 */
export function ProductCard({ product, heading: Heading = 'h2', priority }: ProductCardProps) {
  const addToCart = use(AddToCartContext);
  const [notice, setNotice] = useState('');
  const stock = stockLabel(product.product_units);
  const unitInStock = product.product_units.find((unit) => (unit.available_quantity ?? 0) > 0);
  return (
    <div className="group flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:border-green-300 hover:shadow-md">
      <Link
        to={paths.product.getHref(product.id)}
        className="flex flex-1 flex-col focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
      >
        <ProductImage src={product.image_url} alt="" className="aspect-[4/3] w-full" priority={priority} />
        <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
          <p className="text-xs font-medium tracking-wide text-green-800 uppercase">
            {product.category.name}
          </p>
          <Heading className="font-semibold text-stone-900 group-hover:text-green-800">
            {product.name}
          </Heading>
          <p className="mt-auto pt-2 font-semibold text-stone-900">
            {formatPriceRange(product.product_units)}
          </p>
          <p className={stock === 'In Stock' ? 'text-sm text-green-800' : 'text-sm text-red-700'}>{stock}</p>
        </div>
      </Link>
      {addToCart && (
        <div className="flex flex-col gap-1 px-3 pb-3 sm:px-4 sm:pb-4">
          <button
            type="button"
            aria-label={`Add ${product.name} to cart`}
            disabled={!unitInStock}
            onClick={() => {
              if (!unitInStock) return;
              setNotice(
                addToCart(product, unitInStock.id)
                  ? 'Added to cart.'
                  : 'You have reached the maximum available quantity for this product.',
              );
            }}
            className="rounded-md border border-green-700 px-3 py-1.5 text-sm font-medium text-green-800 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-green-700 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-500"
          >
            Add to cart
          </button>
          <p role="status" className="text-xs text-stone-700">
            {notice}
          </p>
        </div>
      )}
    </div>
  );
}
