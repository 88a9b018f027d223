import { Link } from 'react-router';
import { ContentLayout } from '@/components/layout/content-layout';
import { paths } from '@/config/paths';

export default function ProductsRoute() {
  return (
    <ContentLayout title="Products">
      <p className="text-stone-700">
        The full product list is on its way. Meanwhile, shop by{' '}
        <Link to={paths.categories.getHref()} className="font-medium text-green-800 underline">
          category
        </Link>
        .
      </p>
    </ContentLayout>
  );
}
