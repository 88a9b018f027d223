import { ContentLayout } from '@/components/layout/content-layout';
import { VerifyEmail } from '@/features/auth/components/verify-email';
import { useMergeGuestCart } from '@/features/cart/api/merge-guest-cart';

export default function VerifyRoute() {
  // Verified is signed in: a guest's cart joins the account's, as at login (the route composes the features).
  const mergeGuestCart = useMergeGuestCart();
  return (
    <ContentLayout title="Verify your email">
      <VerifyEmail onSignedIn={mergeGuestCart} />
    </ContentLayout>
  );
}
