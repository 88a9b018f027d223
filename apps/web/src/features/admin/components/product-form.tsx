import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { Plus, X } from 'lucide-react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormError, FormField, SubmitButton } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { useNotifications } from '@/lib/notifications';
import {
  productInputSchema,
  type AdminProduct,
  type ProductInput,
  type ProductPayload,
} from '../api/admin-schemas';
import { useCategoryOptions } from '../api/get-category-options';
import { useSaveProduct } from '../api/save-product';
import { Card } from './admin-ui';
import { inputClass, secondaryButton } from './styles';

const newUnit = (): ProductInput['product_units'][number] => ({
  unit: { name: '', symbol: '' },
  unit_number: '1',
  price_per_unit: '',
  available_quantity: '0',
  active: true,
});

function toFormValues(product: AdminProduct | undefined): ProductInput {
  if (!product) {
    return { name: '', category_id: '', description: '', active: true, product_units: [newUnit()] };
  }
  return {
    name: product.name,
    category_id: String(product.category.id),
    description: product.description,
    active: product.active,
    product_units: product.product_units.map((unit) => ({
      id: unit.id,
      unit: { name: unit.unit.name, symbol: unit.unit.symbol },
      unit_number: String(unit.unit_number),
      price_per_unit: unit.price_per_unit,
      available_quantity: String(unit.available_quantity),
      active: unit.active,
    })),
  };
}

const UNIT_FIELDS = [
  'unit.name',
  'unit.symbol',
  'unit_number',
  'price_per_unit',
  'available_quantity',
] as const;

/**
 * Create or edit a product and its sale units in one save (the API makes it one transaction). The shared
 * schema checks it here first, so the page and the API give the same message for the same mistake.
 */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const save = useSaveProduct(product?.id ?? null);
  const categories = useCategoryOptions();
  const navigate = useNavigate();
  const notify = useNotifications((state) => state.addNotification);
  const form = useForm<ProductInput, unknown, ProductPayload>({
    resolver: zodResolver(productInputSchema),
    defaultValues: toFormValues(product),
  });
  const units = useFieldArray({ control: form.control, name: 'product_units' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      (saved) => {
        notify({ type: 'success', title: product ? 'Product saved' : 'Product created' });
        if (!product) void navigate(paths.admin.product.getHref(saved.id), { replace: true });
      },
      (error: unknown) => {
        const fields: FieldPath<ProductInput>[] = ['name', 'category_id', 'description', 'product_units'];
        units.fields.forEach((_, index) =>
          UNIT_FIELDS.forEach((field) => fields.push(`product_units.${index}.${field}`)),
        );
        const message = applyServerErrors(error, fields, form.setError);
        if (message) form.setError('root', { message });
      },
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <Card title="Product">
        <div className="flex flex-col gap-4">
          <FormField label="Name" error={errors.name?.message} {...form.register('name')} />
          <div className="flex flex-col gap-1">
            <label htmlFor="product-category" className="text-sm font-medium text-stone-800">
              Category
            </label>
            <select
              id="product-category"
              aria-invalid={errors.category_id ? true : undefined}
              className={clsx(inputClass, errors.category_id && 'border-red-500')}
              {...form.register('category_id')}
            >
              <option value="">Choose a category</option>
              {categories.data?.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.name}
                </option>
              ))}
            </select>
            {errors.category_id && <p className="text-sm text-red-600">{errors.category_id.message}</p>}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="product-description" className="text-sm font-medium text-stone-800">
              Description
            </label>
            <textarea
              id="product-description"
              rows={4}
              className={inputClass}
              {...form.register('description')}
            />
            {errors.description && <p className="text-sm text-red-600">{errors.description.message}</p>}
          </div>
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input type="checkbox" className="size-4 accent-green-700" {...form.register('active')} />
            Shown in the shop (untick to hide it)
          </label>
        </div>
      </Card>
      <Card title="Units">
        <ul className="flex flex-col gap-4">
          {units.fields.map((field, index) => {
            const unitErrors = errors.product_units?.[index];
            return (
              <li
                key={field.id}
                aria-label={`Unit ${index + 1}`}
                className="grid grid-cols-2 gap-3 rounded-md border border-stone-200 p-3 sm:grid-cols-3 lg:grid-cols-6"
              >
                <FormField
                  label="Unit name"
                  placeholder="bag"
                  error={unitErrors?.unit?.name?.message}
                  {...form.register(`product_units.${index}.unit.name`)}
                />
                <FormField
                  label="Symbol"
                  placeholder="kg"
                  error={unitErrors?.unit?.symbol?.message}
                  {...form.register(`product_units.${index}.unit.symbol`)}
                />
                <FormField
                  label="Number"
                  inputMode="decimal"
                  error={unitErrors?.unit_number?.message}
                  {...form.register(`product_units.${index}.unit_number`)}
                />
                <FormField
                  label="Price (₦)"
                  inputMode="decimal"
                  error={unitErrors?.price_per_unit?.message}
                  {...form.register(`product_units.${index}.price_per_unit`)}
                />
                <FormField
                  label="Stock"
                  inputMode="numeric"
                  error={unitErrors?.available_quantity?.message}
                  {...form.register(`product_units.${index}.available_quantity`)}
                />
                <div className="flex items-end justify-between gap-2">
                  <label className="flex items-center gap-2 pb-2 text-sm text-stone-800">
                    <input
                      type="checkbox"
                      className="size-4 accent-green-700"
                      {...form.register(`product_units.${index}.active`)}
                    />
                    On sale
                  </label>
                  {/* A saved unit may be on past orders: it is taken off sale, never removed. */}
                  {units.fields.length > 1 && form.getValues(`product_units.${index}.id`) === undefined && (
                    <button
                      type="button"
                      aria-label={`Remove unit ${index + 1}`}
                      onClick={() => units.remove(index)}
                      className="rounded-md p-2 text-stone-600 hover:bg-stone-100"
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        {errors.product_units?.root && (
          <p className="mt-2 text-sm text-red-600">{errors.product_units.root.message}</p>
        )}
        {errors.product_units?.message && (
          <p className="mt-2 text-sm text-red-600">{errors.product_units.message}</p>
        )}
        <button type="button" onClick={() => units.append(newUnit())} className={`${secondaryButton} mt-3`}>
          <Plus aria-hidden="true" className="size-4" />
          Add a unit
        </button>
      </Card>
      <FormError message={errors.root?.message} />
      <div>
        <SubmitButton pending={isSubmitting}>{product ? 'Save product' : 'Create product'}</SubmitButton>
      </div>
    </form>
  );
}
