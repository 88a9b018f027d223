import { Link } from 'react-router';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { paths } from '@/config/paths';
import { CATEGORIES_PAGE_SIZE, useCategories } from '../api/get-categories';
import { CategoryGrid, CategoryGridPlaceholder } from './category-grid';

/** The home page's first categories (the categories page's first page), with the way on to all of them. */
export function FeaturedCategories() {
  const categories = useCategories({ page: 1 });

  return (
    <section aria-labelledby="featured-categories" className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="featured-categories" className="text-xl font-semibold text-stone-900">
          Shop by category
        </h2>
        <Link to={paths.categories.getHref()} className="text-sm font-medium text-green-800 hover:underline">
          All categories
        </Link>
      </div>
      {categories.isPending ? (
        <CategoryGridPlaceholder count={CATEGORIES_PAGE_SIZE} />
      ) : categories.isError ? (
        <ErrorFallback />
      ) : (
        // The first row is the home page's largest paint (two columns on a phone, four on a desktop).
        <CategoryGrid categories={categories.data.data} heading="h3" priorityCount={4} />
      )}
    </section>
  );
}
