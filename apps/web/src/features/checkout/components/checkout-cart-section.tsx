import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type CartLine, lineKey } from '@/lib/cart-lines';
import type { useCheckoutForm } from '../hooks/use-checkout-form';
import type { useLocalQuantities } from '../hooks/use-local-quantities';
import { CheckoutCartTable } from './checkout-cart-table';

/** What the route tells the cart section, through `CheckoutView`. */
export type CartSectionOptions = {
  /** A cart update or removal is under way. */
  busy: boolean;
  /** Sets the line's quantity on the server (POST /cart with that row). */
  onUpdateLine: (line: CartLine) => Promise<unknown>;
  /** Removes the line's unit from the cart (DELETE /remove-product/{productUnitId}). */
  onRemoveLine: (line: CartLine) => Promise<unknown>;
};

export type CheckoutCartSectionProps = CartSectionOptions & {
  checkout: ReturnType<typeof useCheckoutForm>;
  quantities: ReturnType<typeof useLocalQuantities>;
};

const ignore = () => undefined;

/** Spec section 2, the checkout's "Cart items": the lines, each updated or removed on the server. */
export function CheckoutCartSection({
  checkout,
  quantities,
  busy,
  onUpdateLine,
  onRemoveLine,
}: CheckoutCartSectionProps) {
  const updatesInFlight = useRef(new Map<string, number>());
  // Focus leaving the stepper for the row's update button would send the same row twice: once is enough.
  const update = (line: CartLine) => {
    const key = lineKey(line);
    if (updatesInFlight.current.get(key) === line.quantity) return;
    updatesInFlight.current.set(key, line.quantity);
    void onUpdateLine(line)
      .then(() => quantities.settle(line), ignore)
      .finally(() => {
        if (updatesInFlight.current.get(key) === line.quantity) updatesInFlight.current.delete(key);
      });
  };
  const remove = (line: CartLine) => void onRemoveLine(line).then(() => quantities.forget(line), ignore);

  return (
    <section aria-labelledby="cart-items" className="flex flex-col gap-4">
      <h2 id="cart-items" className="text-lg font-semibold text-stone-900">
        Cart items
      </h2>
      <CheckoutCartTable
        lines={quantities.lines}
        busy={busy}
        canStepDown={quantities.canStepDown}
        canStepUp={quantities.canStepUp}
        onStepDown={quantities.decrement}
        onStepUp={quantities.increment}
        onStepperBlur={(line) => {
          if (quantities.isEdited(line)) update(line);
        }}
        onUpdate={update}
        onRemove={remove}
        substitutes={checkout.substitutes}
        paysOnDelivery={checkout.choices.payment_method === 'pay_on_delivery'}
        onSubstituteChange={(line, allowed) => checkout.allowSubstitute(lineKey(line), allowed)}
      />
      <ContinueShopping />
    </section>
  );
}

export function ContinueShopping() {
  return (
    <Link to={paths.home.getHref()} className="self-start font-medium text-green-800 underline">
      Continue Shopping
    </Link>
  );
}
