import { useParams } from 'react-router';
import { ContentLayout } from '@/components/layout/content-layout';

export default function OrderRoute() {
  const { orderId = '' } = useParams();
  return (
    <ContentLayout title={`Order ${orderId}`}>
      <p className="text-stone-700">
        This order&apos;s items, totals and delivery details will be shown here.
      </p>
    </ContentLayout>
  );
}
