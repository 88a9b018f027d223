import { Button } from '@/components/ui/button';
import clsx from 'clsx';
import { updateProductUnitSchema, type UpdateProductUnitInput } from '@oko/shared/schemas/admin-catalog';
import { AdminForm } from './admin-form';
import { useApiForm } from '@/lib/api-form';
import { useNotifications } from '@/lib/notifications';
import { useUpdateProductUnit } from '../api/update-product-unit';
import { unitLabel } from '@oko/shared/units';
import { type AdminProductUnit } from '../utils/labels';
import { inputClass } from './styles';
import { formatNairaAmount } from '@oko/shared/money';
import { useBackOffice } from '../hooks/use-back-office';

type QuickEditValues = UpdateProductUnitInput;
const FIELDS = ['price_per_unit', 'available_quantity', 'active'] as const;

/**
 * One unit's price (naira), stock and being on sale, changed in place. Only the fields changed are sent. Staff
 * may change the stock only: they see the price as text and no "On sale" (issue 23). The form is named by its
 * product and unit ("Price and stock of Ofada Rice, 25 kg"): a list shows many products' "1 kg".
 */
export function UnitQuickEdit({ unit, productName }: { unit: AdminProductUnit; productName: string }) {
  const { owner } = useBackOffice();
  const update = useUpdateProductUnit();
  const notify = useNotifications((state) => state.addNotification);
  const label = unitLabel(unit.unit_number, unit.unit);
  const form = useApiForm({
    schema: updateProductUnitSchema,
    // The API takes the price in naira as typed; the schema's kobo is for the server.
    raw: true,
    values: {
      price_per_unit: unit.price_per_unit,
      available_quantity: unit.available_quantity,
      active: unit.active,
    } satisfies QuickEditValues,
    send: (values: QuickEditValues): Promise<unknown> => {
      const change: UpdateProductUnitInput = Object.fromEntries(
        FIELDS.filter((field) => form.formState.dirtyFields[field]).map((field) => [field, values[field]]),
      );
      return update.mutateAsync({ unitId: unit.id, change });
    },
    onSent: () => notify({ type: 'success', title: `${label} saved` }),
  });
  const { errors, isDirty } = form.formState;

  const fieldError = errors.price_per_unit?.message ?? errors.available_quantity?.message;
  return (
    <AdminForm
      form={form}
      label={`${owner ? 'Price and stock' : 'Stock'} of ${productName}, ${label}`}
      className="flex flex-wrap items-end gap-2"
      errorClassName="w-full"
    >
      <p className="w-full text-sm font-medium text-stone-800 sm:w-24">{label}</p>
      {owner ? (
        <label className="flex w-32 flex-col gap-1 text-xs text-stone-600">
          Price (₦)
          <input
            inputMode="decimal"
            aria-invalid={errors.price_per_unit ? true : undefined}
            className={clsx(inputClass, errors.price_per_unit && 'border-red-500')}
            {...form.register('price_per_unit')}
          />
        </label>
      ) : (
        <p className="flex w-32 flex-col gap-1 pb-2 text-xs text-stone-600">
          Price
          <span className="text-sm text-stone-900">{formatNairaAmount(unit.price_per_unit)}</span>
        </p>
      )}
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
          {...form.register('available_quantity', { valueAsNumber: true })}
        />
      </label>
      {owner ? (
        <label className="flex items-center gap-1.5 pb-2 text-xs text-stone-700">
          <input type="checkbox" className="size-4 accent-green-700" {...form.register('active')} />
          On sale
        </label>
      ) : (
        !unit.active && <p className="pb-2 text-xs text-stone-600">Not on sale</p>
      )}
      <Button type="submit" disabled={!isDirty || update.isPending} variant="secondary" size="sm">
        Save
      </Button>
      {fieldError && <p className="w-full text-sm text-red-600">{fieldError}</p>}
    </AdminForm>
  );
}
