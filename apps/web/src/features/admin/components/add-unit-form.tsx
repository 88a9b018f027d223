import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { productUnitInputSchema, type ProductUnitInput } from '@oko/shared/schemas/admin-catalog';
import { FormError, FormField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { useNotifications } from '@/lib/notifications';
import { useAddProductUnit } from '../api/add-product-unit';
import { secondaryButton } from './styles';

const FIELDS = ['unit.name', 'unit.symbol', 'unit_number', 'price_per_unit', 'available_quantity'] as const;
const empty: ProductUnitInput = {
  unit: { name: '', symbol: '' },
  unit_number: 1,
  price_per_unit: '',
  available_quantity: 0,
  active: true,
};

/** Another sale unit for a saved product (a basket beside the kilogram), checked with the shared schema. */
export function AddUnitForm({ productId }: { productId: number }) {
  const add = useAddProductUnit(productId);
  const notify = useNotifications((state) => state.addNotification);
  const form = useForm<ProductUnitInput>({
    // raw: the price goes to the API in naira as typed.
    resolver: zodResolver(productUnitInputSchema, undefined, { raw: true }),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    add.mutateAsync(values).then(
      () => {
        notify({ type: 'success', title: 'Sale unit added' });
        form.reset(empty);
      },
      (error: unknown) => {
        const message = applyServerErrors(error, FIELDS, form.setError);
        if (message) form.setError('root', { message });
      },
    ),
  );

  return (
    <form
      aria-label="Add a sale unit"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
    >
      <FormField
        label="Unit name"
        placeholder="basket"
        error={errors.unit?.name?.message}
        {...form.register('unit.name')}
      />
      <FormField
        label="Symbol"
        placeholder="basket"
        error={errors.unit?.symbol?.message}
        {...form.register('unit.symbol')}
      />
      <FormField
        label="Number"
        inputMode="decimal"
        error={errors.unit_number?.message}
        {...form.register('unit_number', { valueAsNumber: true })}
      />
      <FormField
        label="Price (₦)"
        inputMode="decimal"
        error={errors.price_per_unit?.message}
        {...form.register('price_per_unit')}
      />
      <FormField
        label="Stock"
        inputMode="numeric"
        error={errors.available_quantity?.message}
        {...form.register('available_quantity', { valueAsNumber: true })}
      />
      <div className="flex items-end">
        <button type="submit" disabled={isSubmitting} className={secondaryButton}>
          Add unit
        </button>
      </div>
      {errors.root && (
        <div className="col-span-full">
          <FormError message={errors.root.message} />
        </div>
      )}
    </form>
  );
}
