import type { Product } from '@oko/shared/schemas/catalog';
import { ProductCard, type ProductCardProps } from './product-card';

export type ProductGridProps = {
  products: Product[];
  heading?: ProductCardProps['heading'];
  label?: string;
  /** How many cards, from the first, load their picture at once: a list page's first row (default none). */
  priorityCount?: number;
};

export function ProductGrid({ products, heading, label = 'Products', priorityCount = 0 }: ProductGridProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} heading={heading} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
