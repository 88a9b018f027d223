import { ContentLayout } from '@/components/layout/content-layout';

export default function PaymentRoute() {
  return <ContentLayout title="Payment Methods" />;
}
