import { ContentLayout } from '@/components/layout/content-layout';

export default function PasswordResetRoute() {
  return (
    <ContentLayout title="Reset Password">
      <p className="text-stone-700">Setting a new password is not available yet.</p>
    </ContentLayout>
  );
}
