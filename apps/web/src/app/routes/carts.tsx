import { ContentLayout } from '@/components/layout/content-layout';
import { useUser } from '@/features/auth/api/get-user';
import { CartView } from '@/features/cart/components/cart-view';

/** `/carts`: the guest cart for a guest, the account's cart for a signed-in shopper. */
export default function CartsRoute() {
  const user = useUser();
  return (
    <ContentLayout title="Cart">
      <CartView signedIn={Boolean(user.data)} />
    </ContentLayout>
  );
}
