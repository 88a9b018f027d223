import { useNavigate } from 'react-router';
import { isTransferPayment } from '@oko/shared/schemas/order';
import { ContentLayout } from '@/components/layout/content-layout';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth/api/get-user';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { useCart } from '@/features/cart/api/get-cart';
import { useRemoveCartProduct } from '@/features/cart/api/remove-cart-product';
import { cartLine, useUpdateCart } from '@/features/cart/api/update-cart';
import { CheckoutView } from '@/features/checkout/components/checkout-view';
import { useCardsAvailable, useHiddenPaymentMethods } from '@/features/payments/api/get-payments-config';
import { CardPaymentWindowNote, CardsTestModeNote } from '@/features/payments/components/test-mode-note';
import { useSettings } from '@/features/settings/api/get-settings';
import { useShopCredit } from '@/features/credit/api/get-credit';
import { nairaToKobo } from '@oko/shared/money';
import { cartLineFromRow } from '@/lib/cart-lines';
import { leaveFor } from '@/lib/navigation';
import { WaitingCardOrderPointer } from '@/app/waiting-card-order';

/**
 * `/checkout` (protected): the cart feature's rows and calls, the shop's free-delivery threshold (settings) and
 * whether the account has a phone (auth), composed with the checkout feature's page; above it, a card order left
 * unpaid with its Pay now (issue 23).
 */
export default function CheckoutRoute() {
  return (
    <ProtectedRoute>
      <ContentLayout title="Checkout">
        <WaitingCardOrderPointer />
        <Checkout />
      </ContentLayout>
    </ProtectedRoute>
  );
}

function Checkout() {
  const cart = useCart({ enabled: true });
  const updateCart = useUpdateCart();
  const removeProduct = useRemoveCartProduct();
  const navigate = useNavigate();
  const cardsAvailable = useCardsAvailable();
  const hiddenMethods = useHiddenPaymentMethods();
  const settings = useSettings();
  const user = useUser();
  const credit = useShopCredit();

  if (cart.isPending) return <Spinner />;
  if (cart.isError) return <p role="alert">We could not load your cart. Please try again.</p>;

  const lines = cart.data.items.map(cartLineFromRow);

  return (
    <CheckoutView
      lines={lines}
      busy={updateCart.isPending || removeProduct.isPending}
      onUpdateLine={(line) =>
        updateCart.mutateAsync({ cart_data: [cartLine(line.productId, line.productUnitId, line.quantity)] })
      }
      onRemoveLine={(line) => removeProduct.mutateAsync(line.productUnitId)}
      onOrderPlaced={(order) =>
        order.payment && !isTransferPayment(order.payment)
          ? leaveFor(order.payment.authorization_url)
          : void navigate(paths.users.order.getHref(order.id))
      }
      cardsNote={<CardsTestModeNote />}
      cardsChosenNote={<CardPaymentWindowNote className="font-medium text-amber-800" />}
      cardsAvailable={cardsAvailable}
      hiddenMethods={hiddenMethods}
      freeDeliveryThreshold={settings.data?.free_delivery_threshold}
      askPhone={Boolean(user.data) && !user.data?.phone}
      creditKobo={credit.data ? nairaToKobo(credit.data.balance) : 0}
      onCreditChanged={() => void credit.refetch()}
    />
  );
}
