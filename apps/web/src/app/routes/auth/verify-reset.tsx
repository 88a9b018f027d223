import { ContentLayout } from '@/components/layout/content-layout';
import { VerifyReset } from '@/features/auth/components/verify-reset';

export default function VerifyResetRoute() {
  return (
    <ContentLayout title="Verify Reset Code">
      <VerifyReset />
    </ContentLayout>
  );
}
