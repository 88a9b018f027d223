import { PickList } from '@/features/admin/components/pick-list';
import { BackOfficeRoute } from '@/features/auth/components/back-office-route';

export default function PickListRoute() {
  return (
    <BackOfficeRoute>
      <PickList />
    </BackOfficeRoute>
  );
}
