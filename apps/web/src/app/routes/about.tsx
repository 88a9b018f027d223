import { ContentLayout } from '@/components/layout/content-layout';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand';

export default function AboutRoute() {
  const brand = useBrand();
  const about = `${brand} sells farm produce that is organically cultivated and carefully processed under optimal conditions, priced in naira.`;
  return (
    <ContentLayout
      title="About"
      meta={{
        description: about,
        canonicalPath: paths.about.getHref(),
        breadcrumbs: [{ name: 'About', path: paths.about.getHref() }],
      }}
    >
      <p className="max-w-2xl text-stone-700">
        {about} Our address, phone number and e-mail are at the bottom of every page.
      </p>
    </ContentLayout>
  );
}
