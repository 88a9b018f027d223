import { ContentLayout } from '@/components/layout/content-layout';
import { RegisterForm } from '@/features/auth/components/register-form';

export default function RegisterRoute() {
  return (
    <ContentLayout title="Register">
      <RegisterForm />
    </ContentLayout>
  );
}
