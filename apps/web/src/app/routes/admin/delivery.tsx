import { DeliveryChannelsPage } from '@/features/admin/components/delivery-channels-page';

export default function AdminDeliveryRoute() {
  return <DeliveryChannelsPage />;
}
