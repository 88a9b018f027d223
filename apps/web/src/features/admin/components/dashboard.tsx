import { Link } from 'react-router';
import { ORDER_STATUS_LABELS } from '@oko/shared/schemas/order';
import type { AuditEntry } from '@oko/shared/schemas/admin-audit';
import { ContentLayout } from '@/components/layout/content-layout';
import { paths } from '@/config/paths';
import { useDashboard } from '../api/get-dashboard';
import { Card, ChangeRow, QueryResult } from './admin-ui';
import { linkClass } from './styles';
import { formatNairaAmount } from '@oko/shared/money';
import { auditActionLabel } from '../utils/labels';
import { OrdersTable } from './orders-table';
import { formatNet } from '../utils/net';
import { TakingsChart } from './takings-chart';

// The states an order waits in for someone in the shop to act: every step but the last.
const WAITING = ['pending', 'confirmed', 'processing', 'out_for_delivery'] as const;

const refundsCount = (count: number) => `${count} ${count === 1 ? 'refund' : 'refunds'}`;

/** The jobs table's health (issue 40): what waits to be sent, and for how long. */
const jobsWaiting = ({ waiting, oldest_seconds }: { waiting: number; oldest_seconds: number }) => {
  const minutes = Math.floor(oldest_seconds / 60);
  const age = minutes < 1 ? 'less than a minute' : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return `${waiting} ${waiting === 1 ? 'job' : 'jobs'} waiting to run (mail, messages, refunds, payment checks); the oldest for ${age}.`;
};

/** The owner's view of the last back-office writes: who changed what, when. */
function RecentChanges({ entries }: { entries: AuditEntry[] }) {
  return (
    <Card title="Recent changes">
      {entries.length === 0 ? (
        <p className="text-sm text-stone-600">Nothing changed in the back office yet.</p>
      ) : (
        <ul className="divide-y divide-stone-100 text-sm">
          {entries.map((entry) => (
            <ChangeRow key={entry.id} by={entry.by} at={entry.at} className="py-2">
              {auditActionLabel(entry.action)}
              {entry.entity_id !== null && ` #${entry.entity_id}`}
            </ChangeRow>
          ))}
        </ul>
      )}
      <Link to={paths.admin.audit.getHref()} className={`${linkClass} mt-3 inline-block text-sm`}>
        Every change
      </Link>
    </Card>
  );
}

/** `/admin`: what needs doing now, how the shop sells, and what runs short. */
export function Dashboard() {
  const dashboard = useDashboard();
  return (
    <ContentLayout title="Dashboard">
      <QueryResult query={dashboard}>
        {(summary) => (
          <>
            <section aria-label="Orders waiting" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {WAITING.map((status) => (
                <Link
                  key={status}
                  to={paths.admin.orders.getHref({ status })}
                  className="rounded-lg border border-stone-200 bg-white p-3 hover:border-green-700"
                >
                  <span className="block text-2xl font-bold text-stone-900">
                    {summary.orders_waiting[status]}
                  </span>
                  <span className="text-sm text-stone-600">{ORDER_STATUS_LABELS[status]}</span>
                </Link>
              ))}
            </section>
            {summary.refunds_pending > 0 && (
              <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-amber-900">
                {refundsCount(summary.refunds_pending)} pending: card refunds Paystack has not confirmed yet,
                or bank transfers to send back. The order page shows each refund.
              </p>
            )}
            {summary.jobs.waiting > 0 && (
              <p
                className={
                  summary.jobs.oldest_seconds >= 300
                    ? 'rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-amber-900'
                    : 'text-sm text-stone-600'
                }
              >
                {jobsWaiting(summary.jobs)}
              </p>
            )}
            <Card title="Takings">
              <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
                {(
                  [
                    ['Today', summary.takings.today],
                    ['Last 7 days', summary.takings.last_7_days],
                    ['Last 30 days', summary.takings.last_30_days],
                  ] as const
                ).map(([label, takings]) => (
                  <div key={label} className="rounded-lg border border-stone-200 p-3">
                    <dt className="text-stone-600">{label}, net</dt>
                    <dd className="text-xl font-bold text-stone-900">{formatNet(takings.net)}</dd>
                    <dd className="text-stone-600">
                      In {formatNairaAmount(takings.money_in)} · back {formatNairaAmount(takings.money_back)}
                    </dd>
                  </div>
                ))}
              </dl>
              <TakingsChart days={summary.takings_by_day} />
            </Card>
            <Card title="Low on stock">
              {summary.low_stock.length === 0 ? (
                <p className="text-sm text-stone-600">Every unit is well stocked.</p>
              ) : (
                <ul className="divide-y divide-stone-100 text-sm">
                  {summary.low_stock.map((unit) => (
                    <li key={unit.product_unit_id} className="flex items-center justify-between gap-2 py-2">
                      <Link to={paths.admin.product.getHref(unit.product_id)} className={linkClass}>
                        {unit.product_name} · {unit.unit_label}
                      </Link>
                      <span
                        className={
                          unit.available_quantity === 0 ? 'font-semibold text-red-700' : 'text-amber-800'
                        }
                      >
                        {unit.available_quantity === 0 ? 'Out of stock' : `${unit.available_quantity} left`}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
            <section aria-label="Latest orders" className="flex flex-col gap-3">
              <div className="flex items-baseline justify-between">
                <h2 className="text-base font-semibold text-stone-900">Latest orders</h2>
                <Link to={paths.admin.orders.getHref()} className={`${linkClass} text-sm`}>
                  All orders
                </Link>
              </div>
              <OrdersTable orders={summary.latest_orders} caption="Latest orders" />
            </section>
            {summary.audit && <RecentChanges entries={summary.audit} />}
          </>
        )}
      </QueryResult>
    </ContentLayout>
  );
}
