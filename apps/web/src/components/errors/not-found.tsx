import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-class';
import { paths } from '@/config/paths';
import { ContentLayout } from '@/components/layout/content-layout';

const NOT_FOUND_TEXT = "Sorry, we couldn't find the page you're looking for.";

/** Spec section 2: the 404 page for any path the shop does not have. */
export function NotFound() {
  return (
    <ContentLayout title="Page not found" meta={{ description: NOT_FOUND_TEXT, noindex: true }}>
      <div className="flex flex-col items-start gap-4">
        <p className="text-stone-700">{NOT_FOUND_TEXT}</p>
        <Link to={paths.home.getHref()} className={buttonClass()}>
          Go to home
        </Link>
      </div>
    </ContentLayout>
  );
}
