import {
  type StandingOrder,
  type StandingRun,
  skipStandingRunSchema,
  updateStandingOrderSchema,
} from '@oko/shared/schemas/standing-order';
import type { Product } from '@oko/shared/schemas/catalog';
import { searchSchema } from '@oko/shared/schemas/search';
import { WEEKDAY_NAMES, formatLagosMoment, formatWindow, lagosDay } from '@oko/shared/lagos-time';
import { formatNairaAmount } from '@oko/shared/money';
import { paymentMethodLabel } from '@oko/shared/payment-methods';
import { unitLabel } from '@oko/shared/units';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormError, FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useApiForm } from '@/lib/api-form';
import { getErrorMessage } from '@/lib/api-errors';
import {
  cancelStandingOrder,
  skipStandingRun,
  updateStandingOrder,
  useChangeStandingOrder,
} from '../api/change-standing-order';
import { useStandingOrders } from '../api/get-standing-orders';
import { textLinkClass } from '@/components/ui/text-link-class';

const RUN_STATE_TEXT: Record<StandingRun['state'], string> = {
  upcoming: 'Coming',
  skipped: 'Skipped',
  placed: 'Placed',
  short: 'Nothing in stock',
  missed: 'Missed',
  failed: 'Could not be placed',
};

/** "Every Saturday, 9:00" or "Every second Saturday, 9:00". */
function rhythm(order: StandingOrder): string {
  const day = WEEKDAY_NAMES[order.weekday - 1] ?? '';
  return `${order.every_weeks === 2 ? 'Every second' : 'Every'} ${day}, ${order.window_start}`;
}

/**
 * The products a keyword finds, to add to a weekly order: the shop's search, handed in by the route module
 * (features do not import each other).
 */
export type FindProducts = (keyword: string) => Promise<Product[]>;

/** `/users/weekly-orders` (issue 40): each weekly order, its next deliveries and what can change until when. */
export function WeeklyOrders({ findProducts }: { findProducts: FindProducts }) {
  const orders = useStandingOrders();
  if (orders.isPending) return <Spinner size="lg" />;
  if (orders.isError) return <FormError message={getErrorMessage(orders.error)} />;
  const live = orders.data.filter((order) => order.status !== 'cancelled');
  if (live.length === 0) {
    return (
      <p className="text-stone-700">
        No weekly orders yet. Open a placed order in{' '}
        <Link to={paths.users.orders.getHref()} className={textLinkClass}>
          My Orders
        </Link>{' '}
        and choose “Repeat this order every week”.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-6">
      {live.map((order) => (
        <li key={order.id}>
          <WeeklyOrder order={order} findProducts={findProducts} />
        </li>
      ))}
    </ul>
  );
}

function WeeklyOrder({ order, findProducts }: { order: StandingOrder; findProducts: FindProducts }) {
  const next = order.next_runs.find((run) => run.state === 'upcoming');
  const title = rhythm(order);
  return (
    <article
      aria-label={`Weekly order: ${title}`}
      className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-4 text-sm"
    >
      <header className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
        <p className="text-stone-700">
          {order.delivery_channel_name} · {paymentMethodLabel(order.payment_method)}
          {order.status === 'paused' && ' · Paused'}
          {order.paused_until && ` · Paused until ${order.paused_until}`}
        </p>
        {next && (
          <p className="font-medium text-stone-900">
            Next: {formatWindow(next.delivery_window)}. Changes close{' '}
            {formatLagosMoment(next.changes_close_at)} (Lagos time).
          </p>
        )}
      </header>
      <section aria-label="Next deliveries" className="flex flex-col gap-2">
        <h3 className="font-semibold text-stone-900">Next deliveries</h3>
        <ul className="flex flex-col gap-1">
          {order.next_runs.map((run) => (
            <li key={run.delivery_window.id} className="flex flex-wrap gap-x-2">
              <span>{formatWindow(run.delivery_window)}</span>
              <span className="text-stone-600">
                {RUN_STATE_TEXT[run.state]}
                {run.order_id && (
                  <>
                    {': '}
                    <Link to={paths.users.order.getHref(run.order_id)} className={textLinkClass}>
                      order #{run.order_id}
                    </Link>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <SkipForm order={order} />
      <LinesForm
        // Saved, the lines come back named by the API: the form starts again from them.
        key={order.lines.map((line) => `${line.product_unit_id}:${line.quantity}`).join()}
        order={order}
        findProducts={findProducts}
      />
      <PauseForm order={order} />
      <CancelForm order={order} />
    </article>
  );
}

const skipFormSchema = skipStandingRunSchema;

function SkipForm({ order }: { order: StandingOrder }) {
  const skip = useChangeStandingOrder((windowId: number) => skipStandingRun(order.id, windowId));
  const skippable = order.next_runs.filter(
    (run) => run.state === 'upcoming' && new Date(run.changes_close_at) > new Date(),
  );
  const form = useApiForm<{ delivery_window_id: number }>({
    schema: skipFormSchema as never,
    defaultValues: { delivery_window_id: skippable[0]?.delivery_window.id ?? 0 },
    send: (values) => skip.mutateAsync(values.delivery_window_id),
  });
  if (skippable.length === 0) return null;
  return (
    <form noValidate aria-label="Skip a delivery" onSubmit={form.onSubmit} className="flex flex-col gap-2">
      <SelectField
        label="Skip a delivery"
        {...form.field('delivery_window_id', { setValueAs: (value) => Number(value) })}
      >
        {skippable.map((run) => (
          <option key={run.delivery_window.id} value={run.delivery_window.id}>
            {formatWindow(run.delivery_window)}
          </option>
        ))}
      </SelectField>
      <FormError message={form.formError} />
      <div>
        <Button type="submit" variant="secondary" size="sm" pending={form.formState.isSubmitting}>
          Skip it
        </Button>
      </div>
    </form>
  );
}

type LinesValues = { lines: { product_unit_id: number; quantity: number; if_unavailable: string }[] };

/**
 * The box's items: quantities, removal, and products added from a search (issue 40). A change holds for every box
 * not yet placed, from the next one whose changes are still open (decision 048).
 */
function LinesForm({ order, findProducts }: { order: StandingOrder; findProducts: FindProducts }) {
  const change = useChangeStandingOrder((values: LinesValues) =>
    updateStandingOrder(order.id, values as never),
  );
  // The names of units added here, until the saved box names them.
  const [added, setAdded] = useState<Record<number, string>>({});
  const form = useApiForm<LinesValues>({
    schema: updateStandingOrderSchema as never,
    defaultValues: {
      lines: order.lines.map((line) => ({
        product_unit_id: line.product_unit_id,
        quantity: line.quantity,
        if_unavailable: line.if_unavailable,
      })),
    },
    send: change.mutateAsync,
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  return (
    <>
      <form noValidate aria-label="Items" onSubmit={form.onSubmit} className="flex flex-col gap-2">
        <h3 className="font-semibold text-stone-900">Items</h3>
        <ul className="flex flex-col gap-2">
          {lines.fields.map((field, index) => {
            const line = order.lines.find((item) => item.product_unit_id === field.product_unit_id);
            const label = line
              ? `${line.product_name}, ${line.unit_label}`
              : (added[field.product_unit_id] ?? 'Item');
            return (
              <li key={field.id} className="flex items-end gap-2">
                <div className="min-w-0 flex-1">
                  <FormField
                    label={`Quantity of ${label}`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    className="w-24"
                    {...form.field(`lines.${index}.quantity`, { setValueAs: (value) => Number(value) })}
                  />
                  {/* The API's word on the unit itself: taken off sale since it was added, say. */}
                  <FormError message={form.formState.errors.lines?.[index]?.product_unit_id?.message} />
                </div>
                {lines.fields.length > 1 && (
                  <Button type="button" variant="secondary" size="sm" onClick={() => lines.remove(index)}>
                    Remove
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        <FormError message={form.formError ?? form.formState.errors.lines?.message} />
        <div>
          <Button type="submit" size="sm" pending={form.formState.isSubmitting}>
            Save items
          </Button>
        </div>
      </form>
      <AddProduct
        findProducts={findProducts}
        inBox={new Set(lines.fields.map((field) => field.product_unit_id))}
        onAdd={(unitId, label) => {
          setAdded((names) => ({ ...names, [unitId]: label }));
          lines.append({ product_unit_id: unitId, quantity: 1, if_unavailable: 'refund' });
        }}
      />
    </>
  );
}

/**
 * "Add a product": the shop's search (at least 3 letters, as the header's), each sale unit found with its price
 * and "Add", which puts it among the items above at 1; "Save items" keeps it.
 */
function AddProduct({
  findProducts,
  inBox,
  onAdd,
}: {
  findProducts: FindProducts;
  inBox: ReadonlySet<number>;
  onAdd: (unitId: number, label: string) => void;
}) {
  const find = useMutation({ mutationFn: findProducts });
  const [lastAdded, setLastAdded] = useState<string | null>(null);
  const form = useApiForm<{ keyword: string }>({
    schema: searchSchema as never,
    defaultValues: { keyword: '' },
    send: (values) => find.mutateAsync(values.keyword.trim()),
  });
  const units = (find.data ?? []).flatMap((product) =>
    product.product_units.map((unit) => ({
      id: unit.id,
      label: `${product.name}, ${unitLabel(unit.unit_number, unit.unit)}`,
      price: formatNairaAmount(unit.price_per_unit),
    })),
  );
  return (
    <section aria-label="Add a product" className="flex flex-col gap-2">
      <h3 className="font-semibold text-stone-900">Add a product</h3>
      <form noValidate aria-label="Find a product" onSubmit={form.onSubmit} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <FormField
            label="Product"
            type="search"
            placeholder="At least 3 letters: ugu, tomatoes…"
            {...form.field('keyword')}
          />
        </div>
        <Button type="submit" variant="secondary" size="sm" pending={form.formState.isSubmitting}>
          Find
        </Button>
      </form>
      <FormError message={form.formError} />
      {find.data && units.length === 0 && <p className="text-stone-700">No product found.</p>}
      {units.length > 0 && (
        <ul aria-label="Products found" className="flex flex-col gap-1">
          {units.map((unit) => (
            <li key={unit.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-words">
                {unit.label} · {unit.price}
              </span>
              {inBox.has(unit.id) ? (
                <span className="text-stone-600">In your box</span>
              ) : (
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  aria-label={`Add ${unit.label}`}
                  onClick={() => {
                    onAdd(unit.id, unit.label);
                    setLastAdded(unit.label);
                  }}
                >
                  Add
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {lastAdded && (
        <p role="status" className="text-stone-700">
          {lastAdded} is among the items above: save the items to keep it.
        </p>
      )}
    </section>
  );
}

type PauseValues = { paused_until: string | null; status?: 'active' };

function PauseForm({ order }: { order: StandingOrder }) {
  const change = useChangeStandingOrder((values: PauseValues) => updateStandingOrder(order.id, values));
  const today = lagosDay(new Date());
  const form = useApiForm<PauseValues>({
    schema: updateStandingOrderSchema as never,
    defaultValues: { paused_until: order.paused_until ?? '' },
    send: change.mutateAsync,
  });
  const resume = useApiForm<PauseValues>({
    schema: updateStandingOrderSchema as never,
    defaultValues: { paused_until: null, ...(order.status === 'paused' ? { status: 'active' } : {}) },
    send: change.mutateAsync,
  });
  return (
    <div className="flex flex-col gap-2">
      <form noValidate aria-label="Pause" onSubmit={form.onSubmit} className="flex flex-col gap-2">
        <FormField label="Pause until" type="date" min={today} {...form.field('paused_until')} />
        <FormError message={form.formError} />
        <div>
          <Button type="submit" variant="secondary" size="sm" pending={form.formState.isSubmitting}>
            Pause
          </Button>
        </div>
      </form>
      {(order.paused_until || order.status === 'paused') && (
        <form noValidate aria-label="Resume" onSubmit={resume.onSubmit}>
          <FormError message={resume.formError} />
          <Button type="submit" variant="secondary" size="sm" pending={resume.formState.isSubmitting}>
            Resume now
          </Button>
        </form>
      )}
    </div>
  );
}

const cancelSchema = z.object({});

function CancelForm({ order }: { order: StandingOrder }) {
  const cancel = useChangeStandingOrder(() => cancelStandingOrder(order.id));
  const form = useApiForm<Record<string, never>>({
    schema: cancelSchema as never,
    defaultValues: {},
    send: () => cancel.mutateAsync(undefined),
  });
  return (
    <form
      noValidate
      aria-label="Cancel weekly order"
      onSubmit={(event) => {
        if (!window.confirm('Cancel this weekly order? Boxes already placed still come.')) {
          event.preventDefault();
          return;
        }
        form.onSubmit(event);
      }}
    >
      <FormError message={form.formError} />
      <Button type="submit" variant="secondary" size="sm" pending={form.formState.isSubmitting}>
        Cancel weekly order
      </Button>
    </form>
  );
}
