import { ContentLayout } from '@/components/layout/content-layout';

export default function ForgotPasswordRoute() {
  return (
    <ContentLayout title="Forgot Password">
      <p className="text-stone-700">Password recovery is not available yet.</p>
    </ContentLayout>
  );
}
