import type { Product } from '@oko/shared/schemas/catalog';
import { ProductCard, type ProductCardProps } from './product-card';

export type ProductGridProps = { products: Product[]; heading?: ProductCardProps['heading']; label?: string };

export function ProductGrid({ products, heading, label = 'Products' }: ProductGridProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
