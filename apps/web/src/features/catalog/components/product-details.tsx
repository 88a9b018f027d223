import type { Product, ProductUnit } from '@oko/shared/schemas/catalog';
import { formatNairaAmount } from '@oko/shared/money';
import { use, useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layout/content-layout';
import { ProductImage } from '@/components/ui/product-image';
import { paths } from '@/config/paths';
import { useSiteOrigin } from '@/lib/site-origin';
import { formatPriceRange, stockLabel } from '@/lib/product-units';
import { weightNote } from '@oko/shared/weight';
import { unitLabel } from '@oko/shared/units';
import { useProduct } from '../api/get-product';
import { useProducts } from '../api/get-products';
import { AddToCartContext } from '../add-to-cart-context';
import { productPreview } from '../utils/previews';
import { EntryNotShown } from './entry-not-shown';
import { ProductGrid } from './product-grid';

export type ProductDetailsProps = { productId: string };

const inStock = (unit: ProductUnit) => unit.available_quantity > 0;

/**
 * The product page: picture, name, price range, stock, description, the units to choose from, related products.
 * "Add to cart" is the app's (AddToCartContext, as on the product cards); without a provider there is no button.
 */
export function ProductDetails({ productId }: ProductDetailsProps) {
  const product = useProduct(productId);

  if (!product.isSuccess) {
    return (
      <EntryNotShown
        title="Product"
        error={product.isError ? product.error : undefined}
        list={{ href: paths.products.getHref(), label: 'See all products' }}
      />
    );
  }

  // Keyed by product, so moving to a related product starts with its own default unit.
  return <ProductView key={product.data.id} product={product.data} />;
}

function ProductView({ product }: { product: Product }) {
  const addToCart = use(AddToCartContext);
  const origin = useSiteOrigin();
  const { name, description, image_url, category, product_units } = product;
  const stock = stockLabel(product_units);
  const [unitId, setUnitId] = useState(() => (product_units.find(inStock) ?? product_units[0])?.id);
  const [notice, setNotice] = useState<string | null>(null);
  // As typed; the cart holds no more than the chosen unit's stock (spec section 9: 1 to available_quantity).
  const [quantity, setQuantity] = useState('1');
  const chosen = product_units.find((unit) => unit.id === unitId);
  const wanted = Math.max(1, Math.trunc(Number(quantity)) || 1);

  return (
    <ContentLayout title={name} meta={productPreview(product, origin)}>
      <div className="flex flex-col gap-6 md:flex-row">
        <ProductImage
          src={image_url}
          alt={name}
          width={640}
          height={640}
          priority
          // The square frame shows a 4:3 photo at its full height: 4/3 of the frame's width.
          sizes="(min-width: 768px) 512px, 134vw"
          className="aspect-square w-full rounded-xl md:w-96"
        />
        <div className="flex flex-1 flex-col gap-4">
          <Link
            to={paths.category.getHref(category.slug)}
            className="self-start text-sm font-medium text-green-800 hover:underline"
          >
            {category.name}
          </Link>
          <p className="text-2xl font-semibold text-stone-900">{formatPriceRange(product_units)}</p>
          <p
            className={
              stock === 'In Stock' ? 'text-sm font-medium text-green-800' : 'text-sm font-medium text-red-700'
            }
          >
            {stock}
          </p>
          <p className="text-stone-700">{description}</p>

          {product_units.length > 0 && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold text-stone-900">Choose a unit</legend>
              {product_units.map((unit) => (
                <label
                  key={unit.id}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-stone-200 bg-white px-3 py-2 has-checked:border-green-700 has-checked:bg-green-50"
                >
                  <input
                    type="radio"
                    name="unit"
                    value={unit.id}
                    checked={unit.id === unitId}
                    onChange={() => {
                      setUnitId(unit.id);
                      setQuantity('1');
                      setNotice(null);
                    }}
                    className="accent-green-700"
                  />
                  <span className="flex-1 text-stone-900">
                    {unitLabel(unit.unit_number, unit.unit)}
                    {/* Sold by weight (issue 27): the price is the estimate; the scale decides, within its cap. */}
                    {unit.weight && (
                      <span className="block text-sm text-stone-600">{weightNote(unit.weight)}</span>
                    )}
                  </span>
                  <span className="font-medium text-stone-900">{formatNairaAmount(unit.price_per_unit)}</span>
                  <span className={inStock(unit) ? 'text-sm text-stone-600' : 'text-sm text-red-700'}>
                    {inStock(unit) ? `${unit.available_quantity} in stock` : 'out of stock'}
                  </span>
                </label>
              ))}
            </fieldset>
          )}

          {addToCart && (
            <div className="flex flex-wrap items-center gap-3">
              <label className="flex items-center gap-2 text-sm">
                Quantity
                <input
                  type="number"
                  min={1}
                  value={quantity}
                  onChange={(event) => setQuantity(event.target.value)}
                  className="w-20 rounded-md border px-3 py-2"
                />
              </label>
              <button
                type="button"
                disabled={!chosen || !inStock(chosen)}
                onClick={() => {
                  if (!chosen) return;
                  const added = addToCart(product, chosen.id, wanted);
                  setNotice(
                    added
                      ? `Added ${added > 1 ? added + ' × ' : ''}${unitLabel(chosen.unit_number, chosen.unit)} of ${name} to your cart.`
                      : 'You have reached the maximum available quantity for this product.',
                  );
                }}
                className="rounded-md bg-green-700 px-5 py-2.5 font-medium text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
              >
                Add to cart
              </button>
              <p role="status" className="text-sm text-stone-700">
                {notice}
              </p>
            </div>
          )}
        </div>
      </div>
      <RelatedProducts product={product} />
    </ContentLayout>
  );
}

/** Asked for to show up to four others than the product itself. */
export const RELATED_PRODUCTS = 5;

/** Up to four other products of the same category. */
function RelatedProducts({ product }: { product: Product }) {
  const related = useProducts({ category: product.category.slug, perPage: RELATED_PRODUCTS });
  const others = related.data?.data.filter((entry) => entry.id !== product.id).slice(0, 4) ?? [];
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className="mt-6 flex flex-col gap-4">
      <h2 id="related-products" className="text-xl font-semibold text-stone-900">
        Related products
      </h2>
      <ProductGrid products={others} heading="h3" label="Related products" />
    </section>
  );
}
