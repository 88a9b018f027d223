import { ContentLayout } from '@/components/layout/content-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { useMergeGuestCart } from '@/features/cart/api/merge-guest-cart';

export default function LoginRoute() {
  // A guest's cart joins the account's at sign-in (features don't import each other: the route composes).
  const mergeGuestCart = useMergeGuestCart();
  return (
    <ContentLayout title="Login">
      <LoginForm onSignedIn={mergeGuestCart} />
    </ContentLayout>
  );
}
