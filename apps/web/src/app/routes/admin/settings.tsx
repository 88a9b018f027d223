import { OwnerOnly } from '@/features/admin/components/admin-ui';
import { DiscountCodes } from '@/features/admin/components/discount-codes';
import { SettingsPage } from '@/features/admin/components/settings-page';

export default function AdminSettingsRoute() {
  return (
    <OwnerOnly title="Settings">
      <SettingsPage />
      <DiscountCodes />
    </OwnerOnly>
  );
}
