import clsx from 'clsx';
import type { ReactNode } from 'react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@oko/shared/schemas/order';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-errors';
import { secondaryButton } from './styles';

// Small pieces every back-office page uses.

const statusColours: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  confirmed: 'bg-sky-50 text-sky-900 ring-sky-200',
  processing: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  out_for_delivery: 'bg-violet-50 text-violet-900 ring-violet-200',
  delivered: 'bg-green-50 text-green-900 ring-green-200',
  cancelled: 'bg-red-50 text-red-900 ring-red-200',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      data-status={status}
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        statusColours[status],
      )}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

export function Loading() {
  return (
    <div className="flex justify-center p-8">
      <Spinner />
    </div>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <p className="text-sm text-red-800">{getErrorMessage(error)}</p>
      <button type="button" onClick={onRetry} className={secondaryButton}>
        Try again
      </button>
    </div>
  );
}

export function Card({
  title,
  children,
  className,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={clsx('rounded-lg border border-stone-200 bg-white p-4', className)}
    >
      {title && <h2 className="mb-3 text-base font-semibold text-stone-900">{title}</h2>}
      {children}
    </section>
  );
}
