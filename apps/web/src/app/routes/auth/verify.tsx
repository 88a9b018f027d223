import { ContentLayout } from '@/components/layout/content-layout';

export default function VerifyRoute() {
  return (
    <ContentLayout title="Verify your email">
      <p className="text-stone-700">E-mail verification is not available yet.</p>
    </ContentLayout>
  );
}
