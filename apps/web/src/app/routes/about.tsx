import { prefetchPage } from '@/features/pages/api/get-page';
import { ShopPage } from '@/features/pages/components/shop-page';

export const prefetch = prefetchPage('about');

export default function AboutRoute() {
  return <ShopPage slug="about" />;
}
