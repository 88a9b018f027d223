import { OwnerOnly } from '@/features/admin/components/admin-ui';
import { DeliveryChannelsPage } from '@/features/admin/components/delivery-channels-page';

export default function AdminDeliveryRoute() {
  return (
    <OwnerOnly title="Delivery">
      <DeliveryChannelsPage />
    </OwnerOnly>
  );
}
