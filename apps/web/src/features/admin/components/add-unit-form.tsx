import { Button } from '@/components/ui/button';
import { productUnitInputSchema, type ProductUnitInput } from '@oko/shared/schemas/admin-catalog';
import { FormField } from '@/components/ui/form-field';
import { useApiForm } from '@/lib/api-form';
import { useNotifications } from '@/lib/notifications';
import { useAddProductUnit } from '../api/add-product-unit';
import { AdminForm } from './admin-form';
import { PriceFields } from './price-fields';

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
  const form = useApiForm({
    schema: productUnitInputSchema,
    // The price goes to the API in naira as typed.
    raw: true,
    defaultValues: empty,
    send: add.mutateAsync,
    onSent: () => {
      notify({ type: 'success', title: 'Sale unit added' });
      form.reset(empty);
    },
  });
  const { isSubmitting } = form.formState;

  return (
    <AdminForm
      form={form}
      label="Add a sale unit"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
      errorClassName="col-span-full"
    >
      <FormField label="Unit name" placeholder="basket" {...form.field('unit.name')} />
      <FormField label="Symbol" placeholder="basket" {...form.field('unit.symbol')} />
      <FormField label="Number" inputMode="decimal" {...form.field('unit_number', { valueAsNumber: true })} />
      <PriceFields form={form} prefix="" />
      <FormField
        label="Stock"
        inputMode="numeric"
        {...form.field('available_quantity', { valueAsNumber: true })}
      />
      <div className="flex items-end">
        <Button type="submit" disabled={isSubmitting} variant="secondary" size="sm">
          Add unit
        </Button>
      </div>
    </AdminForm>
  );
}
