import { ContentLayout } from '@/components/layout/content-layout';

export default function OrdersRoute() {
  return (
    <ContentLayout title="My Orders">
      <p className="text-stone-700">Your orders will be listed here.</p>
    </ContentLayout>
  );
}
