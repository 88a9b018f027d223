import { ContentLayout } from '@/components/layout/content-layout';

export default function RegisterRoute() {
  return (
    <ContentLayout title="Register">
      <p className="text-stone-700">Creating an account is not available yet.</p>
    </ContentLayout>
  );
}
