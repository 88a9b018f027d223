import { Link, useSearchParams } from 'react-router';
import { ContentLayout } from '@/components/layout/content-layout';
import { paths } from '@/config/paths';

export default function SearchRoute() {
  const [searchParams] = useSearchParams();
  const keyword = searchParams.get('keyword')?.trim();

  return (
    <ContentLayout title="Search">
      <p className="text-stone-700">
        {keyword ? <>Search results for “{keyword}” are not available yet. </> : null}
        Meanwhile, find what you need by{' '}
        <Link to={paths.categories.getHref()} className="font-medium text-green-800 underline">
          browsing the categories
        </Link>
        .
      </p>
    </ContentLayout>
  );
}
