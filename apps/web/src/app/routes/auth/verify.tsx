import { ContentLayout } from '@/components/layout/content-layout';
import { VerifyEmail } from '@/features/auth/components/verify-email';

export default function VerifyRoute() {
  return (
    <ContentLayout title="Verify your email">
      <VerifyEmail />
    </ContentLayout>
  );
}
