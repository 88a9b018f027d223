import { ShopPage } from '@/features/pages/components/shop-page';

export default function AboutRoute() {
  return <ShopPage slug="about" />;
}
