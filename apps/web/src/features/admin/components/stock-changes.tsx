import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import { useWatch, type Resolver } from 'react-hook-form';
import {
  STOCK_REASON_LABELS,
  STOCK_REASONS,
  stockAdjustmentSchema,
  type StockAdjustmentInput,
  type StockReason,
} from '@oko/shared/schemas/admin-catalog';
import { useApiForm } from '@/lib/api-form';
import { useAdjustStock } from '../api/adjust-stock';
import { useStockHistory } from '../api/stock-history';
import { AdminForm } from './admin-form';
import { ChangeRow, QueryResult } from './admin-ui';
import { inputClass } from './styles';

type StockChangeValues = { reason: StockReason; quantity: string };

/** A harvest adds, spoilage takes away, a recount replaces: the one figure typed means what the reason says. */
function toAdjustment({ reason, quantity: typed }: StockChangeValues): StockAdjustmentInput {
  const quantity = typed.trim() === '' ? Number.NaN : Number(typed);
  if (reason === 'recount') return { reason, set: quantity };
  return { reason, change: reason === 'spoiled' ? -quantity : quantity };
}

/** The API names `change` or `set`; the form has one figure for both. */
const resolver: Resolver<StockChangeValues> = (values) => {
  const parsed = stockAdjustmentSchema.safeParse(toAdjustment(values));
  if (parsed.success) return { values, errors: {} as Record<string, never> };
  return {
    values: {},
    errors: { quantity: { type: 'validation', message: parsed.error.issues[0]?.message } },
  };
};

/**
 * A unit's stock changes with a reason (harvest in, spoiled, recount), and their history: who, when, before and
 * after. Each change is one conditional update on the server, so it never races an order.
 */
export function StockChanges({ unitId, label }: { unitId: number; label: string }) {
  const adjust = useAdjustStock(unitId);
  const history = useStockHistory(unitId);
  const form = useApiForm({
    schema: resolver,
    defaultValues: { reason: 'harvest', quantity: '' } as StockChangeValues,
    send: (values) => adjust.mutateAsync(toAdjustment(values)),
    onSent: (_adjusted, values) => {
      form.reset({ reason: values.reason, quantity: '' });
    },
    // The API names `change` or `set`, which the form shows as one figure: its messages are the form's.
    fields: [],
  });
  const { errors, isSubmitting } = form.formState;
  const reason = useWatch({ control: form.control, name: 'reason' });

  return (
    <div className="flex flex-col gap-3">
      <AdminForm
        form={form}
        label={`Stock change of ${label}`}
        className="flex flex-wrap items-end gap-2"
        errorClassName="w-full"
      >
        <label className="flex flex-col gap-1 text-xs text-stone-600">
          Reason
          <select className={inputClass} {...form.register('reason')}>
            {STOCK_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {STOCK_REASON_LABELS[reason]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex w-28 flex-col gap-1 text-xs text-stone-600">
          {reason === 'recount' ? 'Counted' : 'Quantity'}
          <input
            inputMode="numeric"
            aria-invalid={errors.quantity ? true : undefined}
            className={clsx(inputClass, errors.quantity && 'border-red-500')}
            {...form.register('quantity')}
          />
        </label>
        <Button type="submit" disabled={isSubmitting} variant="secondary" size="sm">
          Record
        </Button>
        {errors.quantity && <p className="w-full text-sm text-red-600">{errors.quantity.message}</p>}
      </AdminForm>
      <QueryResult query={history}>
        {(entries) =>
          entries.length === 0 ? (
            <p className="text-sm text-stone-600">No stock changes recorded yet.</p>
          ) : (
            <ol aria-label={`Stock history of ${label}`} className="divide-y divide-stone-100 text-sm">
              {entries.map((entry) => (
                <ChangeRow key={entry.id} by={entry.by} at={entry.at} className="py-1.5">
                  {STOCK_REASON_LABELS[entry.reason]}: {entry.before} → {entry.after}
                </ChangeRow>
              ))}
            </ol>
          )
        }
      </QueryResult>
    </div>
  );
}
