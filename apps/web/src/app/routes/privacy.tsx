import { ShopPage } from '@/features/pages/components/shop-page';

export default function PrivacyRoute() {
  return <ShopPage slug="privacy" />;
}
