import { WEEKDAY_NAMES, formatLagosDay, formatWindow } from '@oko/shared/lagos-time';
import {
  type AdminStandingOrder,
  type StandingRunState,
  type UpdateStandingOrderInput,
  updateStandingOrderSchema,
} from '@oko/shared/schemas/standing-order';
import { ContentLayout } from '@/components/layout/content-layout';
import { Button } from '@/components/ui/button';
import { useApiForm } from '@/lib/api-form';
import { useAdminStandingOrders, usePauseStandingOrder, useStandingForecast } from '../api/standing-orders';
import { AdminForm } from './admin-form';
import { Card, LoadError, Loading } from './admin-ui';

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
  return (
    <ContentLayout title="Weekly orders">
      <Card title="Next 7 days">
        {forecast.isPending ? (
          <Loading />
        ) : forecast.isError ? (
          <LoadError error={forecast.error} onRetry={() => void forecast.refetch()} />
        ) : (
          <ul className="flex flex-col gap-3">
            {forecast.data.map((day) => (
              <li key={day.day} aria-label={formatLagosDay(`${day.day}T12:00:00+01:00`)} className="text-sm">
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
      </Card>
      <Card title="Standing orders">
        {standing.isPending ? (
          <Loading />
        ) : standing.isError ? (
          <LoadError error={standing.error} onRetry={() => void standing.refetch()} />
        ) : standing.data.length === 0 ? (
          <p className="text-sm text-stone-600">No shopper has a weekly order yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-200">
            {standing.data.map((order) => {
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
                    {order.every_weeks === 2 ? 'Every other' : 'Every'} {WEEKDAY_NAMES[order.weekday - 1]},{' '}
                    {order.window_start} · {order.delivery_channel_name}
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
        )}
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
