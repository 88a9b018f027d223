import { OwnerOnly } from '@/features/admin/components/admin-ui';
import { SettingsPage } from '@/features/admin/components/settings-page';

export default function AdminSettingsRoute() {
  return (
    <OwnerOnly title="Settings">
      <SettingsPage />
    </OwnerOnly>
  );
}
