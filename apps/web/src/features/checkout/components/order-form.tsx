import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PaymentMethod } from '@oko/shared/constants';
import { CREDIT_MESSAGES } from '@oko/shared/schemas/credit';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { useCheckoutForm } from '../hooks/use-checkout-form';
import { DeliveryChannelField } from './delivery-channel-field';
import { DeliveryDayField } from './delivery-day-field';
import { DiscountCodeField } from './discount-code-field';
import { OrderSummary } from './order-summary';
import { PaymentMethodField } from './payment-method-field';

/** What the route tells the order form, through `CheckoutView`. */
export type OrderFormOptions = {
  /** Under the payment select, e.g. "Test mode: no money moves" (the payments feature's, composed by the route). */
  cardsNote?: ReactNode;
  /** Under the payment select once Cards is chosen: how long the order waits for its payment (the route's). */
  cardsChosenNote?: ReactNode;
  /** False when the shop takes no cards: Cards stays listed, disabled, with a note. */
  cardsAvailable?: boolean;
  /** Methods not offered (issue 39): turned off by the owner, or Pay with Transfer without Paystack. */
  hiddenMethods?: readonly PaymentMethod[];
  /** The shop's free-delivery threshold in naira (site settings): no fee over it. Null or absent: off. */
  freeDeliveryThreshold?: string | null;
  /** The shopper's shop credit in kobo (issue 39): offered against the order when above 0. */
  creditKobo?: number;
};

/** Spec section 2, the checkout's order form: payment, delivery, the Summary, credit and code, Confirm Order. */
export function OrderForm({
  checkout,
  cardsNote,
  cardsChosenNote,
  cardsAvailable = true,
  hiddenMethods = [],
  freeDeliveryThreshold,
  creditKobo = 0,
}: OrderFormOptions & { checkout: ReturnType<typeof useCheckoutForm> }) {
  const { form, choices, totals } = checkout;
  return (
    <form
      noValidate
      aria-label="Place your order"
      onSubmit={checkout.onSubmit}
      className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-5"
    >
      <PaymentMethodField
        value={choices.payment_method}
        onChange={(method) => form.setValue('payment_method', method)}
        payAheadPercent={checkout.payAheadPercent}
        cardsAvailable={cardsAvailable}
        cardsNote={cardsNote}
        cardsChosenNote={cardsChosenNote}
        hiddenMethods={hiddenMethods}
      />
      {checkout.onlyCollection && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {checkout.onlyCollection}
        </p>
      )}
      <DeliveryChannelField
        channels={checkout.channelList}
        loading={checkout.channels.isPending}
        channelId={checkout.channelId}
        onChoose={checkout.chooseChannel}
        deliveryFee={totals.deliveryFee}
        freeDeliveryThreshold={freeDeliveryThreshold}
        noChannel={checkout.noChannelForState}
      />
      {checkout.chosenChannel?.has_windows && (
        <DeliveryDayField
          windows={checkout.windows.data}
          loading={checkout.windows.isPending}
          windowId={checkout.windowId}
          onChoose={checkout.chooseWindow}
          pickup={checkout.pickupPoint !== undefined}
          error={checkout.validationErrors.find((entry) => entry.field === 'delivery_window_id')?.message}
          now={new Date()}
        />
      )}
      <OrderSummary
        totals={totals}
        discountCode={checkout.code.accepted}
        payAheadPercent={checkout.payAheadPercent}
        paysAhead={checkout.earnsPayAhead}
        creditUsed={checkout.creditUsed}
      />
      {creditKobo > 0 && totals.grandTotal > 0 && (
        <label className="flex min-h-11 items-center gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-2 text-sm font-medium text-green-900">
          <input
            type="checkbox"
            className="size-5"
            checked={choices.use_credit}
            onChange={(event) => form.setValue('use_credit', event.target.checked)}
          />
          {CREDIT_MESSAGES.offer(Math.min(creditKobo, totals.grandTotal))}
        </label>
      )}
      <DiscountCodeField
        applied={checkout.code.applied}
        accepted={checkout.code.accepted}
        refusal={checkout.code.refusal}
        checking={checkout.code.checking}
        onApply={checkout.code.apply}
      />
      <Button type="submit" pending={checkout.placing}>
        Confirm Order
      </Button>
      <p className="text-xs text-stone-500">
        By proceeding to confirm your order, you accept our{' '}
        <Link to={paths.terms.getHref()} className="font-medium text-green-800 underline">
          Terms &amp; Conditions
        </Link>
        .
      </p>
    </form>
  );
}
