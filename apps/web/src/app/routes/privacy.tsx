import { prefetchPage } from '@/features/pages/api/get-page';
import { ShopPage } from '@/features/pages/components/shop-page';

export const prefetch = prefetchPage('privacy');

export default function PrivacyRoute() {
  return <ShopPage slug="privacy" />;
}
