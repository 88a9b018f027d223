import { ContentLayout } from '@/components/layout/content-layout';

export default function TrackingRoute() {
  return (
    <ContentLayout title="Track Order">
      <p className="text-stone-700">Your order's progress will be shown here.</p>
    </ContentLayout>
  );
}
