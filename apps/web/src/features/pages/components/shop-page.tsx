import { PAGE_TITLES, type PageSlug } from '@oko/shared/schemas/content';
import { ContentLayout } from '@/components/layout/content-layout';
import { Markdown } from '@/components/ui/markdown';
import { Spinner } from '@/components/ui/spinner';
import { usePage } from '../api/get-page';

/** About, Privacy and Terms: the heading stays the app's, the text is the owner's (back office, Markdown). */
export function ShopPage({ slug }: { slug: PageSlug }) {
  const page = usePage(slug);
  return (
    <ContentLayout title={PAGE_TITLES[slug]}>
      {page.isPending ? (
        <Spinner />
      ) : page.isError ? (
        <p role="alert" className="text-stone-700">
          This page could not be loaded.{' '}
          <button
            type="button"
            className="font-medium text-green-800 underline"
            onClick={() => void page.refetch()}
          >
            Try again
          </button>
        </p>
      ) : (
        <Markdown>{page.data.body}</Markdown>
      )}
    </ContentLayout>
  );
}
