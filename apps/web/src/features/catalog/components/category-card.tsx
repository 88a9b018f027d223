import type { Category } from '@oko/shared/schemas/catalog';
import { Link } from 'react-router';
import { ProductImage } from '@/components/ui/product-image';
import { paths } from '@/config/paths';

export type CategoryCardProps = {
  category: Category;
  /** The heading level that fits the page around the card. */
  heading?: 'h2' | 'h3';
  /** In the first row: its picture loads at once (it is the page's largest paint), not lazily. */
  priority?: boolean;
};

/** Spec section 2: the whole card links to the category by slug and shows its name and "{count} products". */
export function CategoryCard({ category, heading: Heading = 'h2', priority }: CategoryCardProps) {
  return (
    <Link
      to={paths.category.getHref(category.slug)}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:border-green-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
    >
      <ProductImage src={category.image_url} alt="" className="aspect-[4/3] w-full" priority={priority} />
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <Heading className="font-semibold text-stone-900 group-hover:text-green-800 sm:text-lg">
          {category.name}
        </Heading>
        <p className="text-sm text-stone-600">{category.products_count} products</p>
      </div>
    </Link>
  );
}
