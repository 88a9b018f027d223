import { ContentLayout } from '@/components/layout/content-layout';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  return (
    <ContentLayout title="Login">
      <LoginForm />
    </ContentLayout>
  );
}
