import type { Category } from '@oko/shared/schemas/catalog';
import { CategoryCard, type CategoryCardProps } from './category-card';

export type CategoryGridProps = { categories: Category[]; heading?: CategoryCardProps['heading'] };

export function CategoryGrid({ categories, heading }: CategoryGridProps) {
  return (
    <ul aria-label="Categories" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryCard category={category} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
