import { ShopPage } from '@/features/pages/components/shop-page';

export default function TermsRoute() {
  return <ShopPage slug="terms" />;
}
