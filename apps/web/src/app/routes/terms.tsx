import { prefetchPage } from '@/features/pages/api/get-page';
import { ShopPage } from '@/features/pages/components/shop-page';

export const prefetch = prefetchPage('terms');

export default function TermsRoute() {
  return <ShopPage slug="terms" />;
}
