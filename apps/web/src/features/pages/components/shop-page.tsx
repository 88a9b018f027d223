import { PAGE_TITLES, type PageSlug } from '@oko/shared/schemas/content';
import { focusRing } from '@/components/ui/focus-ring';
import { ContentLayout } from '@/components/layout/content-layout';
import { Markdown } from '@/components/ui/markdown';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand';
import { usePage } from '../api/get-page';

/** What a search result or a shared link says of each page (its text is the owner's and may be long). */
const descriptions: Record<PageSlug, (brand: string) => string> = {
  about: (brand) =>
    `${brand} sells farm produce that is organically cultivated and carefully processed under optimal conditions, priced in naira.`,
  privacy: (brand) =>
    `How ${brand} collects, uses and keeps your details, under Nigeria's Data Protection Act 2023.`,
  terms: (brand) => `The terms on which ${brand} takes, delivers and refunds orders.`,
};

/** About, Privacy and Terms: the heading stays the app's, the text is the owner's (back office, Markdown). */
export function ShopPage({ slug }: { slug: PageSlug }) {
  const page = usePage(slug);
  const brand = useBrand();
  const title = PAGE_TITLES[slug];
  const path = paths[slug].getHref();
  return (
    <ContentLayout
      title={title}
      meta={{
        description: descriptions[slug](brand),
        canonicalPath: path,
        breadcrumbs: [{ name: title, path }],
      }}
    >
      {page.isPending ? (
        <Spinner />
      ) : page.isError ? (
        <p role="alert" className="text-stone-700">
          This page could not be loaded.{' '}
          <button
            type="button"
            className={`font-medium text-green-800 underline ${focusRing}`}
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
