import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { BRAND } from '@oko/shared/constants';
import { OFFLINE_PATH } from '@/app/offline-path';
import { MainLayout } from '@/components/layout/main-layout';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { getUserQueryOptions, useUser } from '@/features/auth/api/get-user';
import { useLogout } from '@/features/auth/api/logout';
import { canUseBackOffice } from '@/features/auth/roles';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { useCartCount } from '@/features/cart/hooks/use-cart-count';
import { useGuestCart } from '@/features/cart/stores/guest-cart';
import { type AddToCart, AddToCartContext } from '@/features/catalog/add-to-cart-context';
import { SearchForm } from '@/features/search/components/search-form';
import { useSettings } from '@/features/settings/api/get-settings';
import { BrandContext } from '@/lib/brand';

/**
 * The page shell of every route, composed from the features it shows: settings, user, cart, search. It does not
 * wait for the user (issue 23, decision 025): until the user has loaded, it is a guest's shell, as the server
 * rendered it, and the user menu and the cart count fill in once they have. The pages that need the user wait for
 * it under the spec's full-screen spinner themselves (the guards, the cart).
 */
export function ShopRoot() {
  const settings = useSettings();
  const user = useUser();
  const queryClient = useQueryClient();
  const clearGuestCart = useGuestCart((state) => state.clear);
  const logout = useLogout({ onSignedOut: clearGuestCart });
  const cartCount = useCartCount(Boolean(user.data));
  // The offline page is rendered for no one and shown without scripts: it cannot know the cart's count.
  const offlinePage = useLocation().pathname === OFFLINE_PATH;
  const addToGuestCart = useAddToCart(false);
  const addToAccountCart = useAddToCart(true);
  // An add before the user has loaded waits for them, so it goes to the cart it belongs to.
  // Until then it answers the quantity asked for: the cart caps it at the unit's stock when it adds.
  const addToCart: AddToCart = (product, unitId, quantity = 1) => {
    if (!user.isPending) return (user.data ? addToAccountCart : addToGuestCart)(product, unitId, quantity);
    void queryClient
      .ensureQueryData(getUserQueryOptions())
      .then((known) => (known ? addToAccountCart : addToGuestCart)(product, unitId, quantity));
    return quantity;
  };

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
        cartCount={offlinePage ? null : cartCount}
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
