import { Link } from 'react-router';
import { formatLagosTime } from '@oko/shared/lagos-time';
import { PAYMENT_MESSAGES } from '@oko/shared/schemas/payment';
import { paths } from '@/config/paths';
import { HeadedSection } from '@/components/ui/headed-section';
import { useCardPaymentMinutes } from '../api/get-payments-config';
import { PayNowButton } from './pay-now-button';
import { type WaitingOrder, waitingCardOrder } from '../utils/waiting-card-order';
import { withLagosNote } from '@/lib/dates';

/**
 * On the cart and the checkout (issue 23): a card order the shopper left unpaid (Back from the payment page) is
 * pointed to with its Pay now, so it never waits unseen while the cart says it is empty.
 */
export function WaitingCardOrder({
  orders,
  now = new Date(),
}: {
  orders: readonly WaitingOrder[] | undefined;
  now?: Date;
}) {
  const minutes = useCardPaymentMinutes();
  const order = minutes === undefined ? undefined : waitingCardOrder(orders ?? [], minutes, now);
  if (!order || minutes === undefined) return null;
  return (
    <HeadedSection
      id="waiting-card-order"
      title={<>Order #{order.id} is waiting for your card payment</>}
      className="mb-6 flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-stone-900"
      titleClassName="font-semibold"
    >
      <p className="text-amber-900">
        {PAYMENT_MESSAGES.payWithin(minutes)} (by {withLagosNote(formatLagosTime(order.payBy))}).
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <PayNowButton orderId={order.id} />
        <Link to={paths.users.order.getHref(order.id)} className="font-medium text-green-800 underline">
          See order #{order.id}
        </Link>
      </div>
    </HeadedSection>
  );
}
