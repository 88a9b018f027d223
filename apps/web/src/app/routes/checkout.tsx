import { useNavigate } from 'react-router';
import { ContentLayout } from '@/components/layout/content-layout';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { useCart } from '@/features/cart/api/get-cart';
import { useRemoveCartProduct } from '@/features/cart/api/remove-cart-product';
import { cartLine, useUpdateCart } from '@/features/cart/api/update-cart';
import { type CheckoutLine, CheckoutView } from '@/features/checkout/components/checkout-view';
import { CardsTestModeNote } from '@/features/payments/components/test-mode-note';
import { leaveFor } from '@/lib/navigation';
import { unitLabel } from '@/lib/product-units';

/** `/checkout` (protected): the cart feature's rows and calls, composed with the checkout feature's page. */
export default function CheckoutRoute() {
  return (
    <ProtectedRoute>
      <ContentLayout title="Checkout">
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

  if (cart.isPending) return <Spinner />;
  if (cart.isError) return <p role="alert">We could not load your cart. Please try again.</p>;

  const lines: CheckoutLine[] = cart.data.items.map((row) => ({
    productId: row.product_id,
    productUnitId: row.product_unit_id,
    name: row.product_unit.product.name,
    unit: unitLabel(row.product_unit),
    pricePerUnit: row.product_unit.price_per_unit,
    quantity: row.quantity,
    max: row.product_unit.available_quantity,
  }));

  return (
    <CheckoutView
      lines={lines}
      busy={updateCart.isPending || removeProduct.isPending}
      onUpdateLine={(line) =>
        updateCart.mutateAsync({ cart_data: [cartLine(line.productId, line.productUnitId, line.quantity)] })
      }
      onRemoveLine={(line) => removeProduct.mutateAsync(line.productUnitId)}
      onOrderPlaced={(order) =>
        order.payment
          ? leaveFor(order.payment.authorization_url)
          : void navigate(paths.users.order.getHref(order.id))
      }
      cardsNote={<CardsTestModeNote />}
    />
  );
}
