import { Outlet } from 'react-router';
import { BRAND } from '@oko/shared/constants';
import { MainLayout } from '@/components/layout/main-layout';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
import { useLogout } from '@/features/auth/api/logout';
import { canUseBackOffice } from '@/features/auth/roles';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { useCartCount } from '@/features/cart/hooks/use-cart-count';
import { useGuestCart } from '@/features/cart/stores/guest-cart';
import { AddToCartContext } from '@/features/catalog/add-to-cart-context';
import { SearchForm } from '@/features/search/components/search-form';
import { useSettings } from '@/features/settings/api/get-settings';
import { BrandContext } from '@/lib/brand';

/** The page shell of every route, composed from the features it shows: settings, user, cart, search. */
export function ShopRoot() {
  const settings = useSettings();
  const user = useUser();
  const clearGuestCart = useGuestCart((state) => state.clear);
  const logout = useLogout({ onSignedOut: clearGuestCart });
  const cartCount = useCartCount(Boolean(user.data));
  const addToCart = useAddToCart(Boolean(user.data));

  // Spec section 2: a full-screen spinner while the user loads.
  if (user.isPending) return <FullScreenSpinner />;

  const brand = settings.data?.site_name || BRAND;
  const contact = settings.data && {
    address: settings.data.address,
    phone: settings.data.site_phone,
    email: settings.data.site_email,
  };

  return (
    <BrandContext value={brand}>
      <ScrollToTop />
      <MainLayout
        brand={brand}
        logoUrl={settings.data?.site_logo}
        user={user.data ? { name: user.data.name, backOffice: canUseBackOffice(user.data) } : null}
        cartCount={cartCount}
        onSignOut={() => logout.mutate()}
        renderSearch={(props) => <SearchForm {...props} />}
        contact={contact}
        freeDeliveryThreshold={settings.data?.free_delivery_threshold}
      >
        <AddToCartContext value={addToCart}>
          <Outlet />
        </AddToCartContext>
      </MainLayout>
    </BrandContext>
  );
}
