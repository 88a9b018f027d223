import { useSearchParams } from 'react-router';
import { PAGE_QUERY_PARAM } from '@oko/shared/constants';
import { ContentLayout } from '@/components/layout/content-layout';
import { ProductImage } from '@/components/ui/product-image';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand';
import { parsePageParam } from '@/lib/pagination';
import { useCategory } from '../api/get-category';
import { categoryPreview } from '../utils/previews';
import { EntryNotShown } from './entry-not-shown';
import { ProductsList } from './products-list';

/** The category page: the category's name, picture, description and count, then its products a page at a time. */
export function CategoryDetails({ slug }: { slug: string }) {
  const category = useCategory(slug);
  const brand = useBrand();
  const [searchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get(PAGE_QUERY_PARAM));

  if (!category.isSuccess) {
    return (
      <EntryNotShown
        title="Category"
        error={category.isError ? category.error : undefined}
        list={{ href: paths.categories.getHref(), label: 'See all categories' }}
      />
    );
  }

  const { name, description, image_url, products_count } = category.data;
  return (
    <ContentLayout title={name} meta={categoryPreview(category.data, brand, page)}>
      <div className="flex flex-col gap-6 sm:flex-row">
        <ProductImage
          src={image_url}
          alt={name}
          priority
          sizes="(min-width: 640px) 256px, 100vw"
          className="aspect-[4/3] w-full rounded-xl sm:w-64"
        />
        <div className="flex flex-col gap-3">
          <p className="text-stone-700">{description}</p>
          <p className="text-sm text-stone-600">{products_count} products</p>
        </div>
      </div>
      <ProductsList category={slug} />
    </ContentLayout>
  );
}
