import { ContentLayout } from '@/components/layout/content-layout';

export default function VerifyResetRoute() {
  return (
    <ContentLayout title="Verify Reset Code">
      <p className="text-stone-700">Password recovery is not available yet.</p>
    </ContentLayout>
  );
}
