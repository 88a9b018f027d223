import { ContentLayout } from '@/components/layout/content-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export default function ForgotPasswordRoute() {
  return (
    <ContentLayout title="Forgot Password">
      <ForgotPasswordForm />
    </ContentLayout>
  );
}
