import type { Category } from '@oko/shared/schemas/catalog';
import { Link } from 'react-router';
import { ProductImage } from '@/components/ui/product-image';
import { paths } from '@/config/paths';

export type CategoryCardProps = {
  category: Category;
  /** The heading level that fits the page around the card. */
  heading?: 'h2' | 'h3';
};

/** Spec section 2: a category's name, "{count} products", and a link to it by slug. */
export function CategoryCard({ category, heading: Heading = 'h2' }: CategoryCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:border-green-300 hover:shadow-md focus-within:ring-2 focus-within:ring-green-700">
      <ProductImage src={category.image_url} alt="" className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="text-lg font-semibold text-stone-900 group-hover:text-green-800">
          <Link
            to={paths.category.getHref(category.slug)}
            className="after:absolute after:inset-0 focus:outline-none"
          >
            {category.name}
          </Link>
        </Heading>
        <p className="text-sm text-stone-600">{category.products_count} products</p>
      </div>
    </article>
  );
}
