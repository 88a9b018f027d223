import { ContentLayout } from '@/components/layout/content-layout';

export default function PrivacyRoute() {
  return (
    <ContentLayout title="Privacy Policy">
      <p className="max-w-2xl text-stone-700">
        We use the details you give us only to run your account and deliver your orders. The full privacy
        policy will be published on this page.
      </p>
    </ContentLayout>
  );
}
