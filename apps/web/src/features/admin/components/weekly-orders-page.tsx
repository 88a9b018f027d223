import { WEEKDAY_NAMES, formatLagosDay, formatWindow } from '@oko/shared/lagos-time';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type AdminStandingOrder,
  type StandingRunReport,
  type StandingRunState,
  type UpdateStandingOrderInput,
  updateStandingOrderSchema,
} from '@oko/shared/schemas/standing-order';
import { ContentLayout } from '@/components/layout/content-layout';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-errors';
import { useApiForm } from '@/lib/api-form';
import {
  useAdminStandingOrders,
  usePauseStandingOrder,
  useRunStandingOrders,
  useStandingForecast,
} from '../api/standing-orders';
import { useBackOffice } from '../hooks/use-back-office';
import { AdminForm } from './admin-form';
import { Card, QueryResult } from './admin-ui';

const RUN_STATE_LABELS: Record<StandingRunState, string> = {
  upcoming: 'Upcoming',
  skipped: 'Skipped',
  placed: 'Placed',
  short: 'Out of stock',
  missed: 'Missed',
  failed: 'Not placed',
};

/**
 * `/admin/weekly-orders` (issue 40): the next 7 delivery days with the boxes standing orders will carry and what
 * they take from stock, for packing and buying; then every standing order with its shopper, lines and next run.
 * One column on a phone.
 */
export function WeeklyOrdersPage() {
  const forecast = useStandingForecast();
  const standing = useAdminStandingOrders();
  const { owner } = useBackOffice();
  return (
    <ContentLayout title="Weekly orders">
      {owner && <RunNow />}
      <Card title="Next 7 days">
        <QueryResult query={forecast}>
          {(days) => (
            <ul className="flex flex-col gap-3">
              {days.map((day) => (
                <li
                  key={day.day}
                  aria-label={formatLagosDay(`${day.day}T12:00:00+01:00`)}
                  className="text-sm"
                >
                  <p className="font-medium text-stone-900">
                    {formatLagosDay(`${day.day}T12:00:00+01:00`)}: {day.boxes}{' '}
                    {day.boxes === 1 ? 'box' : 'boxes'}
                  </p>
                  {day.units.length > 0 && (
                    <p className="break-words text-stone-600">
                      {day.units
                        .map((unit) => `${unit.product_name}, ${unit.unit_label} × ${unit.quantity}`)
                        .join(' · ')}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryResult>
      </Card>
      <Card title="Standing orders">
        <QueryResult query={standing}>
          {(orders) =>
            orders.length === 0 ? (
              <p className="text-sm text-stone-600">No shopper has a weekly order yet.</p>
            ) : (
              <ul className="flex flex-col divide-y divide-stone-200">
                {orders.map((order) => {
                  const next = order.next_runs[0];
                  return (
                    <li
                      key={order.id}
                      aria-label={`${order.shopper.name} (${order.shopper.email})`}
                      className="py-3 text-sm"
                    >
                      <p className="font-medium break-words text-stone-900">
                        {order.shopper.name} · {order.shopper.email}
                      </p>
                      <p className="text-stone-600">
                        {order.every_weeks === 2 ? 'Every other' : 'Every'} {WEEKDAY_NAMES[order.weekday - 1]}
                        , {order.window_start} · {order.delivery_channel_name}
                        {order.status === 'paused' ? ' · Paused' : ''}
                        {order.paused_until
                          ? ` · Paused until ${formatLagosDay(`${order.paused_until}T12:00:00+01:00`)}`
                          : ''}
                      </p>
                      <p className="break-words text-stone-600">
                        {order.lines
                          .map((line) => `${line.product_name}, ${line.unit_label} × ${line.quantity}`)
                          .join(' · ')}
                      </p>
                      <p className="text-stone-900">
                        Next:{' '}
                        {next
                          ? `${formatWindow(next.delivery_window)} · ${RUN_STATE_LABELS[next.state]}`
                          : 'none'}
                      </p>
                      <PauseButton order={order} />
                    </li>
                  );
                })}
              </ul>
            )
          }
        </QueryResult>
      </Card>
    </ContentLayout>
  );
}

/**
 * Pause a standing order until the shop or the shopper resumes it (no end day), or resume it: its boxes are not
 * placed meanwhile, and a paused window is recorded skipped at its cut-off (decision 046).
 */
function PauseButton({ order }: { order: AdminStandingOrder }) {
  const pause = usePauseStandingOrder(order.id);
  const paused = order.status === 'paused' || order.paused_until !== null;
  const form = useApiForm<UpdateStandingOrderInput>({
    schema: updateStandingOrderSchema as never,
    defaultValues: paused ? { status: 'active', paused_until: null } : { status: 'paused' },
    values: paused ? { status: 'active', paused_until: null } : { status: 'paused' },
    send: pause.mutateAsync,
  });
  const who = order.shopper.name;
  return (
    <AdminForm form={form} label={`${paused ? 'Resume' : 'Pause'} ${who}’s weekly order`} className="mt-2">
      <div>
        <Button type="submit" variant="secondary" size="sm" pending={form.formState.isSubmitting}>
          {paused ? 'Resume' : 'Pause'}
        </Button>
      </div>
    </AdminForm>
  );
}

/**
 * The owner's "Run now" (issue 40): the generator at once, as its quarter-hourly schedule would run it: every box
 * whose time has come is placed, a window past its cut-off recorded missed; a box already placed is never placed
 * again (decision 046). It asks first, since boxes placed are orders taken and cards charged, then says what
 * the run did.
 */
function RunNow() {
  const run = useRunStandingOrders();
  const [asking, setAsking] = useState(false);
  return (
    <Card title="Place the boxes now">
      <p className="text-sm text-stone-700">
        Boxes are placed by themselves every 15 minutes, each its lead time before its window’s cut-off. Run
        now does the same at once.
      </p>
      {asking ? (
        <div
          role="alertdialog"
          aria-label="Run the weekly orders now?"
          className="mt-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-stone-900"
        >
          <p>
            Run the weekly orders now? Every box whose time has come is placed as an order, and kept cards are
            charged; a box already placed is not placed again.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              size="sm"
              pending={run.isPending}
              onClick={() => run.mutate(undefined, { onSettled: () => setAsking(false) })}
            >
              Yes, run now
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setAsking(false)}>
              Not now
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              run.reset();
              setAsking(true);
            }}
          >
            Run now
          </Button>
        </div>
      )}
      {run.data && <RunReport report={run.data} />}
      {run.error && (
        <div className="mt-3">
          <FormError message={getErrorMessage(run.error)} />
        </div>
      )}
    </Card>
  );
}

/** What a run did: "Placed 2: order #41, order #42 · Out of stock 1", or that nothing was due. */
function RunReport({ report }: { report: StandingRunReport }) {
  const counts = (
    [
      ['short', report.short],
      ['missed', report.missed],
      ['failed', report.failed],
      ['skipped', report.skipped],
    ] as const
  ).filter(([, count]) => count > 0);
  const nothing = report.placed === 0 && counts.length === 0;
  return (
    <p role="status" className="mt-3 text-sm break-words text-stone-900">
      {nothing ? (
        'Nothing was due: no box has reached its time.'
      ) : (
        <>
          Placed {report.placed}
          {report.order_ids.map((id, index) => (
            <span key={id}>
              {index === 0 ? ': ' : ', '}
              <Link to={paths.admin.order.getHref(id)} className="underline">
                order #{id}
              </Link>
            </span>
          ))}
          {counts.map(([state, count]) => ` · ${RUN_STATE_LABELS[state]} ${count}`).join('')}
        </>
      )}
    </p>
  );
}
