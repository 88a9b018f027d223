import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-class';
import { paths } from '@/config/paths';
import { ContentLayout } from '@/components/layout/content-layout';

export const OFFLINE_TEXT =
  'There is no signal, and this page is not saved on this phone. Pages you opened before still open without signal.';

/**
 * The list the service worker fills with the pages saved on this phone when it answers with this page (decision
 * 030); empty when the page is asked for online.
 */
export const SAVED_PAGES_ID = 'oko-saved-pages';

/**
 * The shop's own page for a page not saved while offline (decision 030): the service worker answers with it, saved
 * when it was installed. It runs no scripts (it stands in for another address), so its links are plain links.
 */
export function Offline() {
  return (
    <ContentLayout title="You are offline" meta={{ description: OFFLINE_TEXT, noindex: true }}>
      <div className="flex flex-col items-start gap-4">
        <p className="text-stone-700">{OFFLINE_TEXT}</p>
        <h2 className="text-lg font-semibold text-stone-900">Saved on this phone</h2>
        <ul
          id={SAVED_PAGES_ID}
          aria-label="Saved pages"
          className="flex list-disc flex-col gap-2 pl-5 text-green-800 underline"
        ></ul>
        <Link to={paths.home.getHref()} className={buttonClass()}>
          Go to home
        </Link>
      </div>
    </ContentLayout>
  );
}
