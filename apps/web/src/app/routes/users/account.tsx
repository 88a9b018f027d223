import { ContentLayout } from '@/components/layout/content-layout';

export default function AccountRoute() {
  return (
    <ContentLayout title="Dashboard">
      <p className="text-stone-700">
        Welcome to your account. Your orders, profile and settings are in the menu.
      </p>
    </ContentLayout>
  );
}
