import type { Category } from '@oko/shared/schemas/catalog';
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
