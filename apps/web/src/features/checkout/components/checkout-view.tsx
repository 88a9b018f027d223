import { onlineManager } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PaymentMethod } from '@oko/shared/constants';
import { ALL_PAYMENT_METHODS } from '@oko/shared/payment-methods';
import { formatNairaAmount, formatNairaInText, koboToNaira, nairaToKobo } from '@oko/shared/money';
import { DEAL_MESSAGES, paysAhead } from '@oko/shared/schemas/deals';
import { DELIVERY_MESSAGES } from '@oko/shared/schemas/delivery';
import type { DeliveryChannel } from '@oko/shared/schemas/geo';
import { ORDER_MESSAGES, type PlaceOrderInput, placeOrderSchema } from '@oko/shared/schemas/order';
import { CREDIT_MESSAGES } from '@oko/shared/schemas/credit';
import { paths } from '@/config/paths';
import { type CartLine, lineKey } from '@/lib/cart-lines';
import { errorStatus, responseErrors } from '@/lib/api-errors';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { codeRefusal, useDiscountCheck } from '../api/check-discount-code';
import { useAddress } from '../api/get-address';
import { useDeliveryChannels } from '../api/get-delivery-channels';
import { useDeliveryWindows } from '../api/get-delivery-windows';
import { usePayAhead } from '../api/get-pay-ahead';
import { usePickupPoints } from '../api/get-pickup-points';
import { notifyOrderOffline } from '../api/checkout-notifications';
import { type CreatedOrder, isStockConflict } from '../api/create-order';
import { useLocalQuantities } from '../hooks/use-local-quantities';
import { usePlaceOrder } from '../hooks/use-place-order';
import {
  orderData,
  type ValidationError,
  validationErrorsFromIssues,
  validationErrorsFromResponse,
} from '../order-payload';
import { checkoutTotals } from '../totals';
import { AddressBlock } from './address-block';
import { WhatsappOptIn } from './whatsapp-opt-in';
import { DeliveryDayField } from './delivery-day-field';
import { DiscountCodeField } from './discount-code-field';
import { CheckoutCartTable } from './checkout-cart-table';
import { DeliveryTabs } from './delivery-tabs';
import { OrderSummary } from './order-summary';
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

/**
 * Under the channel select: the fee this order pays for the channel, or, over the owner's free-delivery threshold,
 * that it pays none (the Summary's Delivery Fee says the same), then the channel's own description.
 */
function channelNote(
  channel: Pick<DeliveryChannel, 'fee' | 'description'>,
  deliveryFee: number,
  freeDeliveryThreshold: string | null | undefined,
) {
  const waived = deliveryFee === 0 && nairaToKobo(channel.fee) > 0 && freeDeliveryThreshold;
  const fee = waived
    ? `Free delivery: your order is over ${formatNairaInText(nairaToKobo(freeDeliveryThreshold))}.`
    : `Fee ${formatNairaAmount(channel.fee)}.`;
  return `${fee} ${channel.description}`;
}

/** Spec section 2, "Checkout page". */
export function CheckoutView({
  lines: serverLines,
  busy,
  onUpdateLine,
  onRemoveLine,
  onOrderPlaced,
  cardsNote,
  cardsChosenNote,
  cardsAvailable = true,
  hiddenMethods = [],
  freeDeliveryThreshold,
  askPhone = false,
  creditKobo = 0,
  onCreditChanged,
}: CheckoutViewProps) {
  const quantities = useLocalQuantities(serverLines);
  const address = useAddress();
  // The channels delivering to the address's state (or area, issue 42), at its fee (issue 26); all of them until
  // there is an address.
  const stateId = address.data?.state.id ?? null;
  const channels = useDeliveryChannels(stateId, address.data?.area?.id ?? null);
  const pickupPoints = usePickupPoints();
  const { placeOrder, isPending: placingOrder } = usePlaceOrder();
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod | ''>('');
  const [chosenChannelId, setChosenChannelId] = useState<number | null>(null);
  const [chosenWindowId, setChosenWindowId] = useState<number | null>(null);
  const [chosenPointId, setChosenPointId] = useState<number | null>(null);
  const [phone, setPhone] = useState('');
  const [updatesByWhatsapp, setUpdatesByWhatsapp] = useState(false);
  const [useCredit, setUseCredit] = useState(true);
  const [validationErrors, setValidationErrors] = useState<ValidationError[]>([]);
  // Lines the shopper would take a similar item for when missing at packing (issue 27); the others: refund.
  const [substitutes, setSubstitutes] = useState<ReadonlySet<string>>(() => new Set());
  // Issue 28: the code the shopper applied, checked against the lines as they stand; the order's own refusal.
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const [orderRefusal, setOrderRefusal] = useState<string | undefined>();
  const payAhead = usePayAhead();
  const discountCheck = useDiscountCheck(appliedCode, orderData(quantities.lines));
  const updatesInFlight = useRef(new Map<string, number>());
  const channelList = channels.data ?? [];
  // Issue 43: a channel with pick-up points is a collection, maybe in another state: never chosen for the
  // shopper. The default is the first channel that delivers.
  const collectionIds = new Set((pickupPoints.data ?? []).map((point) => point.delivery_channel_id));
  const deliveryChannels = pickupPoints.isPending
    ? []
    : channelList.filter((channel) => !collectionIds.has(channel.id));
  const channelId = channelList.some((channel) => channel.id === chosenChannelId)
    ? chosenChannelId
    : (deliveryChannels[0]?.id ?? null);
  const chosenChannel = channelList.find((channel) => channel.id === channelId);
  const windows = useDeliveryWindows(chosenChannel?.has_windows ? chosenChannel.id : null, stateId);

  if (serverLines.length === 0) {
    return (
      <div className="space-y-4">
        <p className="text-stone-700">There is no cart items yet</p>
        <ContinueShopping />
      </div>
    );
  }

  const { lines } = quantities;
  const payAheadPercent = payAhead.data ?? null;
  const acceptedCode = discountCheck.isSuccess ? discountCheck.data : undefined;
  const codeProblem =
    orderRefusal ?? (discountCheck.isError ? codeRefusal(discountCheck.error, 'code') : undefined);
  const earnsPayAhead = paysAhead(paymentMethod);
  const totals = checkoutTotals(lines, channelList, channelId, freeDeliveryThreshold, {
    discount: acceptedCode?.discount,
    payAheadPercent: earnsPayAhead ? payAheadPercent : null,
  });
  // Shop credit (issue 39): as much as the order comes to, at most the balance; the server takes the same.
  const creditUsed = useCredit ? Math.min(creditKobo, Math.max(0, totals.grandTotal)) : 0;
  // The soonest open window unless the shopper chose another still open (full and closed ones are only shown).
  const windowList = chosenChannel?.has_windows
    ? (windows.data ?? []).filter((window) => window.status === 'open')
    : [];
  const windowId = windowList.some((window) => window.id === chosenWindowId)
    ? chosenWindowId
    : (windowList[0]?.id ?? null);
  // The point the shopper chose by its "Collect here", else the channel's first: one channel may have several.
  const channelPoints = (pickupPoints.data ?? []).filter((point) => point.delivery_channel_id === channelId);
  const pickupPoint = channelPoints.find((point) => point.id === chosenPointId) ?? channelPoints[0];
  const isPickup = pickupPoint !== undefined;
  const noChannelForState =
    address.data && channels.isSuccess && channelList.length === 0
      ? DELIVERY_MESSAGES.noChannelForState(
          address.data.area
            ? DELIVERY_MESSAGES.areaOfState(address.data.area.name, address.data.state.name)
            : address.data.state.name,
        )
      : undefined;
  const onlyCollection =
    address.data && channelList.length > 0 && pickupPoints.isSuccess && deliveryChannels.length === 0
      ? DELIVERY_MESSAGES.onlyCollectionForState(address.data.state.name)
      : undefined;

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

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    // Without signal the order is neither sent nor kept to send later: the shopper confirms again (decision 030).
    if (!onlineManager.isOnline()) {
      notifyOrderOffline();
      return;
    }
    const payload: PlaceOrderInput = {
      delivery_channel_id: channelId ?? undefined,
      payment_method: (paymentMethod || undefined) as PaymentMethod,
      // Only what the channel needs (issue 43): a collection names its pick-up point and sends no home address,
      // even when the shopper has one; a delivery sends the address.
      ...(pickupPoint ? { pickup_point_id: pickupPoint.id } : { address_id: address.data?.id ?? undefined }),
      delivery_fee: Number(koboToNaira(totals.deliveryFee)),
      order_data: orderData(lines, substitutes),
      ...(chosenChannel?.has_windows && windowId !== null ? { delivery_window_id: windowId } : {}),
      // Left out when empty: the spec's order form has no phone, and a blank one is no answer.
      ...(askPhone && phone.trim() ? { phone } : {}),
      ...(askPhone && phone.trim() && updatesByWhatsapp ? { notify_whatsapp: true } : {}),
      // Only a code the shop accepted: a refused one is shown under its field, and the order goes without it.
      ...(appliedCode !== null && acceptedCode ? { discount_code: appliedCode } : {}),
      ...(creditUsed > 0 ? { use_credit: true } : {}),
    };
    const parsed = placeOrderSchema.safeParse(payload);
    if (!parsed.success) {
      setValidationErrors(validationErrorsFromIssues(parsed.error.issues));
      return;
    }
    setValidationErrors([]);
    placeOrder(payload, {
      onSuccess: (order) => onOrderPlaced(order),
      onError: (error) => {
        // The code was used up (or ended) meanwhile: said under its field, and the next Confirm goes without it.
        const refused = codeRefusal(error, 'discount_code');
        if (refused) {
          setOrderRefusal(refused);
          setAppliedCode(null);
        }
        const windowProblem = responseErrors(error)?.delivery_window_id !== undefined;
        const creditChanged = responseErrors(error)?.use_credit !== undefined;
        if (errorStatus(error) === 422 || windowProblem || creditChanged)
          setValidationErrors(validationErrorsFromResponse(error));
        if (creditChanged) onCreditChanged?.();
        // Full, closed or past its cut-off meanwhile: the days are asked again, the soonest open one chosen.
        if (windowProblem) void windows.refetch();
        else if (isStockConflict(error)) quantities.reset();
      },
    });
  };

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
            <FormField
              label="Phone number (optional)"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              error={validationErrors.find((entry) => entry.field === 'phone')?.message}
            />
            <p className="text-xs text-stone-500">
              Our rider calls it before delivery; it is kept on your profile.
            </p>
            <WhatsappOptIn checked={updatesByWhatsapp} onChange={setUpdatesByWhatsapp} />
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
            // Only points whose channel the select offers: the tabs never name a channel the form lacks.
            points={(pickupPoints.data ?? []).filter((point) =>
              channelList.some((channel) => channel.id === point.delivery_channel_id),
            )}
            chosenPointId={pickupPoint?.id ?? null}
            onChoosePoint={(point) => {
              setChosenChannelId(point.delivery_channel_id);
              setChosenPointId(point.id);
            }}
          />
        </section>
        <section aria-labelledby="cart-items" className="flex flex-col gap-4">
          <h2 id="cart-items" className="text-lg font-semibold text-stone-900">
            Cart items
          </h2>
          <CheckoutCartTable
            lines={lines}
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
            substitutes={substitutes}
            paysOnDelivery={paymentMethod === 'pay_on_delivery'}
            onSubstituteChange={(line, allowed) =>
              setSubstitutes((keys) => {
                const next = new Set(keys);
                if (allowed) next.add(lineKey(line));
                else next.delete(lineKey(line));
                return next;
              })
            }
          />
          <ContinueShopping />
        </section>
      </div>

      <aside className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-20">
        <ValidationErrors errors={validationErrors} />
        <form
          noValidate
          aria-label="Place your order"
          onSubmit={confirm}
          className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-5"
        >
          <SelectField
            label="Payment Method"
            value={paymentMethod}
            onChange={(event) => setPaymentMethod(event.target.value as PaymentMethod | '')}
            hint={
              cardsAvailable ? (
                <>
                  {payAheadPercent && <>{DEAL_MESSAGES.payAhead(payAheadPercent)}. </>}
                  {cardsNote}
                  {paymentMethod === 'cards' && cardsChosenNote && <> {cardsChosenNote}</>}
                </>
              ) : (
                <>
                  {payAheadPercent && <>{DEAL_MESSAGES.payAhead(payAheadPercent)}. </>}
                  {ORDER_MESSAGES.cardsUnavailable}
                </>
              )
            }
          >
            <option value="">Select payment method</option>
            {ALL_PAYMENT_METHODS.filter((method) => !hiddenMethods.includes(method.value)).map((method) => (
              <option
                key={method.value}
                value={method.value}
                disabled={method.value === 'cards' && !cardsAvailable}
              >
                {method.label}
              </option>
            ))}
          </SelectField>
          {onlyCollection && (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {onlyCollection}
            </p>
          )}
          <SelectField
            label="Delivery Channel"
            value={channelId === null ? '' : String(channelId)}
            disabled={channelList.length === 0}
            onChange={(event) => setChosenChannelId(Number(event.target.value))}
            hint={
              noChannelForState ??
              (chosenChannel && channelNote(chosenChannel, totals.deliveryFee, freeDeliveryThreshold))
            }
          >
            {channelList.length === 0 && (
              <option value="">{channels.isPending ? 'Loading channels…' : 'No delivery channels'}</option>
            )}
            {channelList.length > 0 && channelId === null && (
              <option value="">{DELIVERY_MESSAGES.chooseChannel}</option>
            )}
            {channelList.map((channel) => (
              <option key={channel.id} value={String(channel.id)}>
                {channel.name}
              </option>
            ))}
          </SelectField>
          {chosenChannel?.has_windows && (
            <DeliveryDayField
              windows={windows.data}
              loading={windows.isPending}
              windowId={windowId}
              onChoose={setChosenWindowId}
              pickup={isPickup}
              error={validationErrors.find((entry) => entry.field === 'delivery_window_id')?.message}
              now={new Date()}
            />
          )}
          <OrderSummary
            totals={totals}
            discountCode={acceptedCode?.code}
            payAheadPercent={payAheadPercent}
            paysAhead={earnsPayAhead}
            creditUsed={creditUsed}
          />
          {creditKobo > 0 && totals.grandTotal > 0 && (
            <label className="flex min-h-11 items-center gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-2 text-sm font-medium text-green-900">
              <input
                type="checkbox"
                className="size-5"
                checked={useCredit}
                onChange={(event) => setUseCredit(event.target.checked)}
              />
              {CREDIT_MESSAGES.offer(Math.min(creditKobo, totals.grandTotal))}
            </label>
          )}
          <DiscountCodeField
            applied={appliedCode}
            accepted={acceptedCode?.code}
            refusal={codeProblem}
            checking={discountCheck.isFetching}
            onApply={(code) => {
              setOrderRefusal(undefined);
              setAppliedCode(code);
              if (code !== null && code === appliedCode) void discountCheck.refetch();
            }}
          />
          <button
            type="submit"
            disabled={placingOrder}
            aria-busy={placingOrder || undefined}
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
