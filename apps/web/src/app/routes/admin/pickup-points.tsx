import { PickupPointsPage } from '@/features/admin/components/pickup-points-page';

export default function AdminPickupPointsRoute() {
  return <PickupPointsPage />;
}
