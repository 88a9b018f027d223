import { ContentLayout } from '@/components/layout/content-layout';

export default function ProfilesRoute() {
  return (
    <ContentLayout title="Your Profile">
      <p className="text-stone-700">Your profile details will be shown here.</p>
    </ContentLayout>
  );
}
