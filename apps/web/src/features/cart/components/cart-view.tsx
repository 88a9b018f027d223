import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { type CartLine, cartLineFromRow } from '@/lib/cart-lines';
import { unitLabel } from '@oko/shared/units';
import { useCart } from '../api/get-cart';
import { useRemoveCartProduct } from '../api/remove-cart-product';
import { cartLine, useUpdateCart } from '../api/update-cart';
import { useGuestCart } from '../stores/guest-cart';
import { CartTable } from './cart-table';

export type CartViewProps = {
  signedIn: boolean;
  /** Under the total of a cart with lines: when it could arrive (the route composes the checkout feature's). */
  delivery?: ReactNode;
};

/** The cart page: the guest cart for a guest, the server cart for a signed-in shopper (spec section 6). */
export function CartView({ signedIn, delivery }: CartViewProps) {
  return signedIn ? <ServerCartView delivery={delivery} /> : <GuestCartView delivery={delivery} />;
}

function GuestCartView({ delivery }: { delivery?: ReactNode }) {
  const items = useGuestCart((state) => state.items);
  const { increment, decrement, remove, clear } = useGuestCart.getState();
  const rows: CartLine[] = items.flatMap((item) =>
    item.product_units.map((unit) => ({
      productId: item.product_id,
      productUnitId: unit.product_unit_id,
      name: item.name,
      unit: unit.unit ? unitLabel(unit.unit_number, unit.unit) : '',
      pricePerUnit: unit.price_per_unit ?? item.price_per_unit,
      quantity: unit.quantity,
      max: unit.available_quantity ?? 1,
      // A cart saved before units carried their weight terms has none.
      weight: unit.weight ?? null,
    })),
  );
  return (
    <CartTable
      rows={rows}
      delivery={delivery}
      onIncrement={(row) => increment(row.productId, row.productUnitId)}
      onDecrement={(row) => decrement(row.productId, row.productUnitId)}
      onRemove={(row) => remove(row.productId, row.productUnitId)}
      onClear={clear}
    />
  );
}

function ServerCartView({ delivery }: { delivery?: ReactNode }) {
  const cart = useCart({ enabled: true });
  const updateCart = useUpdateCart();
  const removeProduct = useRemoveCartProduct();
  if (cart.isPending) return <Spinner />;
  if (cart.isError) return <p role="alert">We could not load your cart. Please try again.</p>;
  const rows = cart.data.items.map(cartLineFromRow);
  const setQuantity = (row: CartLine, quantity: number) =>
    updateCart.mutate({ cart_data: [cartLine(row.productId, row.productUnitId, quantity)] });
  return (
    <CartTable
      rows={rows}
      delivery={delivery}
      busy={updateCart.isPending || removeProduct.isPending}
      onIncrement={(row) => setQuantity(row, row.quantity + 1)}
      onDecrement={(row) => setQuantity(row, row.quantity - 1)}
      onRemove={(row) => removeProduct.mutate(row.productUnitId)}
      onClear={() =>
        updateCart.mutate({
          cart_data: rows.map((row) => cartLine(row.productId, row.productUnitId, 0)),
        })
      }
    />
  );
}
