import { ContentLayout } from '@/components/layout/content-layout';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand';

export default function PrivacyRoute() {
  const brand = useBrand();
  return (
    <ContentLayout
      title="Privacy Policy"
      meta={{
        description: `How ${brand} uses the details you give us: only to run your account and deliver your orders.`,
        canonicalPath: paths.privacy.getHref(),
        breadcrumbs: [{ name: 'Privacy Policy', path: paths.privacy.getHref() }],
      }}
    >
      <p className="max-w-2xl text-stone-700">
        We use the details you give us only to run your account and deliver your orders. The full privacy
        policy will be published on this page.
      </p>
    </ContentLayout>
  );
}
