import type { Category } from '@oko/shared/schemas/catalog';
import { Spinner } from '@/components/ui/spinner';
import { CategoryCard, type CategoryCardProps } from './category-card';

export type CategoryGridProps = {
  categories: Category[];
  heading?: CategoryCardProps['heading'];
  /** How many cards, from the first, load their picture at once: the first row (default none). */
  priorityCount?: number;
};

export function CategoryGrid({ categories, heading, priorityCount = 0 }: CategoryGridProps) {
  return (
    <ul aria-label="Categories" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {categories.map((category, index) => (
        <li key={category.id}>
          <CategoryCard category={category} heading={heading} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

/**
 * What a loading grid of `count` category cards looks like: blank cards of the same size around a spinner, so the
 * page below keeps its place when the cards arrive (no layout shift).
 */
export function CategoryGridPlaceholder({ count }: { count: number }) {
  return (
    <div className="relative">
      <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            data-testid="category-card-placeholder"
            className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white"
          >
            <div className="aspect-[4/3] w-full bg-green-50" />
            <div className="flex flex-col gap-1 p-3 sm:p-4">
              <p className="font-semibold sm:text-lg">&nbsp;</p>
              <p className="text-sm">&nbsp;</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="absolute inset-0 flex items-center justify-center">
        <Spinner size="lg" />
      </div>
    </div>
  );
}
