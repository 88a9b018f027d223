import { ContentLayout } from '@/components/layout/content-layout';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
import { CartView } from '@/features/cart/components/cart-view';

/**
 * `/carts`: the guest cart for a guest, the account's cart for a signed-in shopper; which, the user says, so the
 * spec's spinner shows while it loads.
 */
export default function CartsRoute() {
  const user = useUser();
  if (user.isPending) return <FullScreenSpinner />;
  return (
    <ContentLayout title="Cart">
      <CartView signedIn={Boolean(user.data)} />
    </ContentLayout>
  );
}
