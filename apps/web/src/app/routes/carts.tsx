import { ContentLayout } from '@/components/layout/content-layout';

export default function CartsRoute() {
  return (
    <ContentLayout title="Cart">
      <p className="text-stone-700">Your cart&apos;s items and totals will be shown here.</p>
    </ContentLayout>
  );
}
