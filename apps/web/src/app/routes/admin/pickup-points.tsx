import { OwnerOnly } from '@/features/admin/components/admin-ui';
import { PickupPointsPage } from '@/features/admin/components/pickup-points-page';

export default function AdminPickupPointsRoute() {
  return (
    <OwnerOnly title="Pick-up points">
      <PickupPointsPage />
    </OwnerOnly>
  );
}
