import { ContentLayout } from '@/components/layout/content-layout';
import { PasswordResetForm } from '@/features/auth/components/password-reset-form';

export default function PasswordResetRoute() {
  return (
    <ContentLayout title="Reset Password">
      <PasswordResetForm />
    </ContentLayout>
  );
}
