import { ContentLayout } from '@/components/layout/content-layout';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
import { CartView } from '@/features/cart/components/cart-view';
import { EarliestDelivery } from '@/features/checkout/components/earliest-delivery';
import { WaitingCardOrderPointer } from '@/app/waiting-card-order';

/**
 * `/carts`: the guest cart for a guest, the account's cart for a signed-in shopper; which, the user says, so the
 * spec's spinner shows while it loads. A signed-in shopper's unpaid card order is pointed to above it, and the
 * earliest delivery day under the total (issue 43).
 */
export default function CartsRoute() {
  const user = useUser();
  if (user.isPending) return <FullScreenSpinner />;
  return (
    <ContentLayout title="Cart">
      {user.data && <WaitingCardOrderPointer />}
      <CartView signedIn={Boolean(user.data)} delivery={<EarliestDelivery signedIn={Boolean(user.data)} />} />
    </ContentLayout>
  );
}
