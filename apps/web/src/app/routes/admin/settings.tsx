import { SettingsPage } from '@/features/admin/components/settings-page';

export default function AdminSettingsRoute() {
  return <SettingsPage />;
}
