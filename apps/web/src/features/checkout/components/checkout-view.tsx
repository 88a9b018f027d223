import { nanoid } from 'nanoid';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PAYMENT_METHODS, type PaymentMethod } from '@oko/shared/constants';
import { formatNaira, koboToNaira, nairaToKobo } from '@oko/shared/money';
import { ORDER_MESSAGES, type PlaceOrderInput, placeOrderSchema } from '@oko/shared/schemas/order';
import { paths } from '@/config/paths';
import { errorStatus } from '@/lib/api-errors';
import { useAddress } from '../api/get-address';
import { useDeliveryChannels } from '../api/get-delivery-channels';
import { isStockConflict, useCreateOrder } from '../api/create-order';
import { type CheckoutLine, lineKey, useLocalQuantities } from '../hooks/use-local-quantities';
import {
  orderData,
  type ValidationError,
  validationErrorsFromIssues,
  validationErrorsFromResponse,
} from '../order-payload';
import { checkoutTotals } from '../totals';
import { AddressBlock } from './address-block';
import { CheckoutCartTable } from './checkout-cart-table';
import { DeliveryTabs } from './delivery-tabs';
import { OrderSummary } from './order-summary';
import { SelectField } from './select-field';
import { ValidationErrors } from './validation-errors';

export type { CheckoutLine };

export type CheckoutViewProps = {
  /** The server cart's lines (the route takes them from the cart feature). */
  lines: CheckoutLine[];
  /** A cart update or removal is under way. */
  busy: boolean;
  /** Sets the line's quantity on the server (POST /cart with that row). */
  onUpdateLine: (line: CheckoutLine) => Promise<unknown>;
  /** Removes the line's unit from the cart (DELETE /remove-product/{productUnitId}). */
  onRemoveLine: (line: CheckoutLine) => Promise<unknown>;
  onOrderPlaced: (orderId: number) => void;
};

/** One Confirm Order attempt: its key is reused for a retry of the same payload (DESIGN.md "Orders"). */
type OrderAttempt = { payload: string; idempotencyKey: string };

const CARDS: PaymentMethod = 'cards';
const ignore = () => undefined;

/** Spec section 2, "Checkout page". */
export function CheckoutView({
  lines: serverLines,
  busy,
  onUpdateLine,
  onRemoveLine,
  onOrderPlaced,
}: CheckoutViewProps) {
  const quantities = useLocalQuantities(serverLines);
  const address = useAddress();
  const channels = useDeliveryChannels();
  const createOrder = useCreateOrder();
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod | ''>('');
  const [chosenChannelId, setChosenChannelId] = useState<number | null>(null);
  const [validationErrors, setValidationErrors] = useState<ValidationError[]>([]);
  const attempt = useRef<OrderAttempt | null>(null);
  const updatesInFlight = useRef(new Map<string, number>());

  if (serverLines.length === 0) {
    return (
      <div className="space-y-4">
        <p className="text-stone-700">There is no cart items yet</p>
        <ContinueShopping />
      </div>
    );
  }

  const { lines } = quantities;
  const channelList = channels.data ?? [];
  const channelId = channelList.some((channel) => channel.id === chosenChannelId)
    ? chosenChannelId
    : (channelList[0]?.id ?? null);
  const totals = checkoutTotals(lines, channelList, channelId);
  const chosenChannel = channelList.find((channel) => channel.id === channelId);

  // Focus leaving the stepper for the row's update button would send the same row twice: once is enough.
  const update = (line: CheckoutLine) => {
    const key = lineKey(line);
    if (updatesInFlight.current.get(key) === line.quantity) return;
    updatesInFlight.current.set(key, line.quantity);
    void onUpdateLine(line)
      .then(() => quantities.settle(line), ignore)
      .finally(() => {
        if (updatesInFlight.current.get(key) === line.quantity) updatesInFlight.current.delete(key);
      });
  };
  const remove = (line: CheckoutLine) => void onRemoveLine(line).then(() => quantities.forget(line), ignore);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const payload: PlaceOrderInput = {
      delivery_channel_id: channelId ?? undefined,
      payment_method: (paymentMethod || undefined) as PaymentMethod,
      address_id: address.data?.id ?? undefined,
      delivery_fee: Number(koboToNaira(totals.deliveryFee)),
      order_data: orderData(lines),
    };
    const parsed = placeOrderSchema.safeParse(payload);
    if (!parsed.success) {
      setValidationErrors(validationErrorsFromIssues(parsed.error.issues));
      return;
    }
    setValidationErrors([]);
    const body = JSON.stringify(payload);
    if (attempt.current?.payload !== body) attempt.current = { payload: body, idempotencyKey: nanoid() };
    createOrder.mutate(
      { payload, idempotencyKey: attempt.current.idempotencyKey },
      {
        onSuccess: (order) => {
          attempt.current = null;
          onOrderPlaced(order.id);
        },
        onError: (error) => {
          const status = errorStatus(error);
          // The server answered that no order was made: the next Confirm is a new attempt. With no answer (or a
          // 5xx) the order may exist, so a retry keeps the key and gets the first result.
          if (status !== undefined && status < 500) attempt.current = null;
          if (status === 422) setValidationErrors(validationErrorsFromResponse(error));
          if (isStockConflict(error)) quantities.reset();
        },
      },
    );
  };

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <p className="rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900">
          Pay by bank transfer (our account details are on your order page once you confirm) or pay on
          delivery, when your produce reaches your door.
        </p>
        <AddressBlock />
        <section
          aria-labelledby="delivery-section"
          className="rounded-lg border border-stone-200 bg-white p-5"
        >
          <h2 id="delivery-section" className="mb-3 text-lg font-semibold text-stone-900">
            Delivery
          </h2>
          <DeliveryTabs />
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
          />
          <ContinueShopping />
        </section>
      </div>

      <aside className="flex flex-col gap-4 lg:sticky lg:top-20">
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
            hint={ORDER_MESSAGES.cardsUnavailable}
          >
            <option value="">Select payment method</option>
            {PAYMENT_METHODS.map((method) => (
              // No card provider is configured yet: Cards stays listed, disabled (issue 6).
              <option key={method.value} value={method.value} disabled={method.value === CARDS}>
                {method.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Delivery Channel"
            value={channelId === null ? '' : String(channelId)}
            disabled={channelList.length === 0}
            onChange={(event) => setChosenChannelId(Number(event.target.value))}
            hint={
              chosenChannel &&
              `Fee ${formatNaira(nairaToKobo(chosenChannel.fee))}. ${chosenChannel.description}`
            }
          >
            {channelList.length === 0 && (
              <option value="">{channels.isPending ? 'Loading channels…' : 'No delivery channels'}</option>
            )}
            {channelList.map((channel) => (
              <option key={channel.id} value={String(channel.id)}>
                {channel.name}
              </option>
            ))}
          </SelectField>
          <OrderSummary totals={totals} />
          <button
            type="submit"
            disabled={createOrder.isPending}
            aria-busy={createOrder.isPending || undefined}
            className="rounded-md bg-green-700 px-4 py-3 font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 disabled:opacity-60"
          >
            Confirm Order
          </button>
          <p className="text-xs text-stone-500">
            By proceeding to confirm your order, you accept our Terms &amp; Conditions.
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
