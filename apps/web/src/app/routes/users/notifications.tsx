import { ContentLayout } from '@/components/layout/content-layout';

export default function NotificationsRoute() {
  return <ContentLayout title="Notifications" />;
}
