import { Link } from 'react-router';
import { ORDER_MESSAGES } from '@oko/shared/schemas/order';
import { paths } from '@/config/paths';
import { textLinkClass } from '@/components/ui/text-link-class';

/**
 * Another shopper's order, an unknown one, or a number that cannot be an order: one answer for all, with the
 * way back. `titled` when the page's heading does not already say "Order not found".
 */
export function OrderNotFound({ titled = false }: { titled?: boolean }) {
  return (
    <p className="text-stone-700">
      {titled && <strong className="font-semibold text-stone-900">{ORDER_MESSAGES.notFound}. </strong>}
      There is no such order in your account.{' '}
      <Link to={paths.users.orders.getHref()} className={textLinkClass}>
        Back to My Orders
      </Link>
    </p>
  );
}
