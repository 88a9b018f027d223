import { ContentLayout } from '@/components/layout/content-layout';

export default function FriendsRoute() {
  return <ContentLayout title="Invite Friends" />;
}
