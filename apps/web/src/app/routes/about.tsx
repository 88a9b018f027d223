import { ContentLayout } from '@/components/layout/content-layout';
import { useBrand } from '@/lib/brand';

export default function AboutRoute() {
  const brand = useBrand();
  return (
    <ContentLayout title="About">
      <p className="max-w-2xl text-stone-700">
        {brand} sells farm produce that is organically cultivated and carefully processed under optimal
        conditions, priced in naira. Our address, phone number and e-mail are at the bottom of every page.
      </p>
    </ContentLayout>
  );
}
