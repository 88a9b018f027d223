import { ContentLayout } from '@/components/layout/content-layout';

export default function LoginRoute() {
  return (
    <ContentLayout title="Login">
      <p className="text-stone-700">Signing in is not available yet.</p>
    </ContentLayout>
  );
}
