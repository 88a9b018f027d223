import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import type { ApiForm } from '@/lib/api-form';

/**
 * A sale unit's price (issue 27): a price in naira, or, sold by weight, its price per kg, estimated kg and how much
 * more a heavier one may cost; the API prices it at price per kg × estimated kg. `prefix`: the unit's place in the
 * form (`product_units.0.`), or '' for a form of one unit.
 */
export function PriceFields<Values extends FieldValues>({
  form,
  prefix,
}: {
  form: ApiForm<Values>;
  prefix: string;
}) {
  const name = (field: string) => `${prefix}${field}` as Path<Values>;
  const set = (field: string, value: unknown) =>
    form.setValue(name(field), value as PathValue<Values, Path<Values>>);
  const weighed = Boolean(form.watch(name('weight')));
  return (
    <>
      {weighed ? (
        <>
          <FormField
            label="Price per kg (₦)"
            inputMode="decimal"
            {...form.field(name('weight.price_per_kg'))}
          />
          <FormField
            label="Estimated kg"
            inputMode="decimal"
            {...form.field(name('weight.estimated_kg'), { valueAsNumber: true })}
          />
          <FormField
            label="Up to % more"
            inputMode="numeric"
            {...form.field(name('weight.tolerance_percent'), { valueAsNumber: true })}
          />
        </>
      ) : (
        <FormField label="Price (₦)" inputMode="decimal" {...form.field(name('price_per_unit'))} />
      )}
      <label className="col-span-full flex items-center gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          className="size-4 accent-green-700"
          checked={weighed}
          onChange={(event) => {
            const on = event.target.checked;
            set('weight', on ? { price_per_kg: '', estimated_kg: 1, tolerance_percent: 0 } : null);
            // Sold by weight the price follows price per kg × kg; sold as it is, it is typed again.
            set('price_per_unit', on ? undefined : '');
          }}
        />
        Sold by weight (final price by weight)
      </label>
    </>
  );
}
