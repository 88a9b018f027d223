import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '@/components/ui/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { useNotifications } from '@/lib/notifications';
import { productUnitInputSchema, type AdminProductUnit } from '../api/admin-schemas';
import { useUpdateProductUnit } from '../api/update-product-unit';
import { unitLabel } from '../utils/labels';
import { inputClass, secondaryButton } from './styles';

const quickEditSchema = productUnitInputSchema.pick({ price_per_unit: true, available_quantity: true });
type QuickEditInput = z.input<typeof quickEditSchema>;
type QuickEditValues = z.output<typeof quickEditSchema>;

/** One unit's price (naira) and stock, changed in place from the products list. */
export function UnitQuickEdit({ unit }: { unit: AdminProductUnit }) {
  const update = useUpdateProductUnit();
  const notify = useNotifications((state) => state.addNotification);
  const form = useForm<QuickEditInput, unknown, QuickEditValues>({
    resolver: zodResolver(quickEditSchema),
    values: { price_per_unit: unit.price_per_unit, available_quantity: unit.available_quantity },
  });
  const { errors, isDirty } = form.formState;
  const label = unitLabel(unit);

  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync({ unitId: unit.id, change: values }).then(
      () => notify({ type: 'success', title: `${label} saved` }),
      (error: unknown) => {
        const message = applyServerErrors(error, ['price_per_unit', 'available_quantity'], form.setError);
        if (message) form.setError('root', { message });
      },
    ),
  );

  return (
    <form
      aria-label={`Price and stock of ${label}`}
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-wrap items-end gap-2"
    >
      <p className="w-full text-sm font-medium text-stone-800 sm:w-28">
        {label}
        {!unit.active && <span className="ml-1 text-xs text-stone-500">(hidden)</span>}
      </p>
      <label className="flex w-32 flex-col gap-1 text-xs text-stone-600">
        Price (₦)
        <input
          inputMode="decimal"
          aria-invalid={errors.price_per_unit ? true : undefined}
          className={clsx(inputClass, errors.price_per_unit && 'border-red-500')}
          {...form.register('price_per_unit')}
        />
      </label>
      <label className="flex w-24 flex-col gap-1 text-xs text-stone-600">
        Stock
        <input
          inputMode="numeric"
          aria-invalid={errors.available_quantity ? true : undefined}
          className={clsx(
            inputClass,
            errors.available_quantity && 'border-red-500',
            unit.available_quantity === 0 && 'text-red-700',
          )}
          {...form.register('available_quantity')}
        />
      </label>
      <button type="submit" disabled={!isDirty || update.isPending} className={secondaryButton}>
        Save
      </button>
      {(errors.price_per_unit || errors.available_quantity) && (
        <p role="alert" className="w-full text-sm text-red-600">
          {errors.price_per_unit?.message ?? errors.available_quantity?.message}
        </p>
      )}
      {errors.root && (
        <div className="w-full">
          <FormError message={errors.root.message} />
        </div>
      )}
    </form>
  );
}
