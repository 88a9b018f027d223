import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import type { PaymentMethod } from '@oko/shared/constants';
import { CREDIT_MESSAGES } from '@oko/shared/schemas/credit';
import { paths } from '@/config/paths';
import { type CartLine, lineKey } from '@/lib/cart-lines';
import { PhoneField } from '@/components/ui/form-field';
import type { CreatedOrder } from '../api/create-order';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { useLocalQuantities } from '../hooks/use-local-quantities';
import { AddressBlock } from './address-block';
import { WhatsappOptIn } from './whatsapp-opt-in';
import { DeliveryChannelField } from './delivery-channel-field';
import { DeliveryDayField } from './delivery-day-field';
import { DiscountCodeField } from './discount-code-field';
import { CheckoutCartTable } from './checkout-cart-table';
import { DeliveryTabs } from './delivery-tabs';
import { OrderSummary } from './order-summary';
import { PaymentMethodField } from './payment-method-field';
import { ValidationErrors } from './validation-errors';

export type CheckoutViewProps = {
  /** The server cart's lines (the route takes them from the cart feature). */
  lines: CartLine[];
  /** A cart update or removal is under way. */
  busy: boolean;
  /** Sets the line's quantity on the server (POST /cart with that row). */
  onUpdateLine: (line: CartLine) => Promise<unknown>;
  /** Removes the line's unit from the cart (DELETE /remove-product/{productUnitId}). */
  onRemoveLine: (line: CartLine) => Promise<unknown>;
  /** The order is placed: a card order comes with the checkout to send the shopper to. */
  onOrderPlaced: (order: CreatedOrder) => void;
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
  /** The account has no phone number: the form asks for one, never requiring it (issue 13). */
  askPhone?: boolean;
  /** The shopper's shop credit in kobo (issue 39): offered against the order when above 0. */
  creditKobo?: number;
  /** The order was refused because the credit changed meanwhile (another tab): the route reads it again. */
  onCreditChanged?: () => void;
};

const ignore = () => undefined;

/** Spec section 2, "Checkout page": the layout; the order form's state and submit are `useCheckoutForm`'s. */
export function CheckoutView(props: CheckoutViewProps) {
  const {
    lines: serverLines,
    busy,
    onUpdateLine,
    onRemoveLine,
    cardsNote,
    cardsChosenNote,
    cardsAvailable = true,
    hiddenMethods = [],
    freeDeliveryThreshold,
    askPhone = false,
    creditKobo = 0,
  } = props;
  const quantities = useLocalQuantities(serverLines);
  const checkout = useCheckoutForm({ ...props, quantities });
  const updatesInFlight = useRef(new Map<string, number>());

  if (serverLines.length === 0) {
    return (
      <div className="space-y-4">
        <p className="text-stone-700">There is no cart items yet</p>
        <ContinueShopping />
      </div>
    );
  }

  const { form, choices, totals } = checkout;
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
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <p className="rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900">
          Pay by card, by bank transfer (our account details are on your order page once you confirm) or on
          delivery, when your produce reaches your door.
        </p>
        <AddressBlock />
        {/* Beside the address, not in the order form: the form stays one screen tall on a phone. */}
        {askPhone && (
          <div className="flex flex-col gap-1 rounded-lg border border-stone-200 bg-white p-5">
            <PhoneField label="Phone number (optional)" {...form.field('phone')} />
            <p className="text-xs text-stone-500">
              Our rider calls it before delivery; it is kept on your profile.
            </p>
            <WhatsappOptIn
              checked={choices.notify_whatsapp}
              onChange={(checked) => form.setValue('notify_whatsapp', checked)}
            />
          </div>
        )}
        <section
          aria-labelledby="delivery-section"
          className="rounded-lg border border-stone-200 bg-white p-5"
        >
          <h2 id="delivery-section" className="mb-3 text-lg font-semibold text-stone-900">
            Delivery
          </h2>
          <DeliveryTabs
            points={checkout.points}
            chosenPointId={checkout.pickupPoint?.id ?? null}
            onChoosePoint={checkout.choosePoint}
          />
        </section>
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
            paysOnDelivery={choices.payment_method === 'pay_on_delivery'}
            onSubstituteChange={(line, allowed) => checkout.allowSubstitute(lineKey(line), allowed)}
          />
          <ContinueShopping />
        </section>
      </div>

      <aside className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-20">
        <ValidationErrors key={checkout.confirms} errors={checkout.validationErrors} />
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
          <button
            type="submit"
            disabled={checkout.placing}
            aria-busy={checkout.placing || undefined}
            className="rounded-md bg-green-700 px-4 py-3 font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 disabled:opacity-60"
          >
            Confirm Order
          </button>
          <p className="text-xs text-stone-500">
            By proceeding to confirm your order, you accept our{' '}
            <Link to={paths.terms.getHref()} className="font-medium text-green-800 underline">
              Terms &amp; Conditions
            </Link>
            .
          </p>
        </form>
      </aside>
    </div>
  );
}

function ContinueShopping() {
  return (
    <Link to={paths.home.getHref()} className="self-start font-medium text-green-800 underline">
      Continue Shopping
    </Link>
  );
}
