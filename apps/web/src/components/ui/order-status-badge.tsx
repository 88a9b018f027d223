import clsx from 'clsx';
import { orderStatusLabel, type OrderStatus } from '@oko/shared/schemas/order';

// Each status its own colour, with a dark text on a light ground for contrast.
const colours: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  confirmed: 'bg-sky-50 text-sky-900 ring-sky-200',
  processing: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  out_for_delivery: 'bg-violet-50 text-violet-900 ring-violet-200',
  delivered: 'bg-green-50 text-green-900 ring-green-200',
  cancelled: 'bg-red-50 text-red-900 ring-red-200',
};

export function OrderStatusBadge({ status, pickup = false }: { status: OrderStatus; pickup?: boolean }) {
  return (
    <span
      data-status={status}
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        colours[status],
      )}
    >
      {orderStatusLabel(status, pickup)}
    </span>
  );
}
