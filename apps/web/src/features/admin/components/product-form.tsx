import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldPath, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  createProductSchema,
  updateProductSchema,
  type AdminProduct,
  type CreateProductInput,
} from '@oko/shared/schemas/admin-catalog';
import type { Category } from '@oko/shared/schemas/catalog';
import { FormError, FormField, SubmitButton } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { useNotifications } from '@/lib/notifications';
import { getErrorMessage } from '@/lib/api-errors';
import { useCreateProduct } from '../api/create-product';
import { uploadProductImage } from '../api/images';
import { useCategoryOptions } from '../api/get-category-options';
import { useUpdateProduct } from '../api/update-product';
import { Card, LoadError, Loading } from './admin-ui';
import { ImageField } from './image-field';
import { inputClass, secondaryButton } from './styles';

type ProductValues = CreateProductInput & { product_units: CreateProductInput['product_units'] };
type UnitValues = ProductValues['product_units'][number];

const newUnit = (): UnitValues => ({
  unit: { name: '', symbol: '' },
  unit_number: 1,
  price_per_unit: '',
  available_quantity: 0,
  active: true,
});

const PRODUCT_FIELDS = ['name', 'category_id', 'description', 'active'] as const;
const UNIT_FIELDS = [
  'unit.name',
  'unit.symbol',
  'unit_number',
  'price_per_unit',
  'available_quantity',
] as const;

// raw: the API takes prices in naira as typed; the shared schemas turn them into kobo for the server only.
const createResolver = zodResolver(createProductSchema, undefined, { raw: true });
// Editing sends the product's own fields (its units are saved one by one): the update schema checks them.
const updateResolver = zodResolver(updateProductSchema, undefined, {
  raw: true,
}) as unknown as Resolver<ProductValues>;

/**
 * The sale unit rows of a new product. Not react-hook-form's `useFieldArray`: that would put its code in the
 * vendor chunk every shopper loads (about 2 kB gzip), for a list that only grows and shrinks by a button.
 */
function useUnitRows(form: UseFormReturn<ProductValues>) {
  const [keys, setKeys] = useState(() => form.getValues('product_units').map((_, index) => index));
  return {
    keys,
    append: (unit: UnitValues) => {
      form.setValue(`product_units.${keys.length}`, unit);
      setKeys([...keys, Math.max(-1, ...keys) + 1]);
    },
    remove: (index: number) => {
      form.setValue(
        'product_units',
        form.getValues('product_units').filter((_, at) => at !== index),
      );
      setKeys(keys.filter((_, at) => at !== index));
    },
  };
}

/**
 * A product's name, category, description and visibility, with its sale units when it is new. Checked with the
 * shared schemas first, so the page and the API give the same message for the same mistake.
 */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const categories = useCategoryOptions();
  // The category select takes its value once its options exist.
  if (categories.isPending) return <Loading />;
  if (categories.isError) {
    return <LoadError error={categories.error} onRetry={() => void categories.refetch()} />;
  }
  return <ProductFormWith product={product} categories={categories.data} />;
}

function ProductFormWith({ product, categories }: { product?: AdminProduct; categories: Category[] }) {
  const create = useCreateProduct();
  const update = useUpdateProduct(product?.id ?? 0);
  const navigate = useNavigate();
  const notify = useNotifications((state) => state.addNotification);
  const form = useForm<ProductValues>({
    resolver: product ? updateResolver : createResolver,
    defaultValues: product
      ? {
          name: product.name,
          category_id: product.category.id,
          description: product.description,
          active: product.active,
          product_units: [],
        }
      : { name: '', description: '', active: true, product_units: [newUnit()] },
  });
  const units = useUnitRows(form);
  const [photo, setPhoto] = useState<File | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onFailed = (error: unknown) => {
    const fields: FieldPath<ProductValues>[] = [...PRODUCT_FIELDS, 'product_units'];
    units.keys.forEach((_, index) =>
      UNIT_FIELDS.forEach((field) => fields.push(`product_units.${index}.${field}`)),
    );
    const message = applyServerErrors(error, fields, form.setError);
    if (message) form.setError('root', { message });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (product) {
      const { product_units: _units, ...fields } = values;
      await update
        .mutateAsync(fields)
        .then(() => notify({ type: 'success', title: 'Product saved' }), onFailed);
      return;
    }
    await create.mutateAsync(values).then(async (created) => {
      notify({ type: 'success', title: 'Product created' });
      // The photo goes once the product exists; if it is refused, the product stays and its page offers it again.
      if (photo) {
        await uploadProductImage(created.id, photo).catch((error: unknown) =>
          notify({ type: 'error', title: 'The photo was not saved', message: getErrorMessage(error) }),
        );
      }
      void navigate(paths.admin.product.getHref(created.id), { replace: true });
    }, onFailed);
  });

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
              {...form.register('category_id', {
                setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
              })}
            >
              <option value="">Choose a category</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
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
            Shown in the shop
          </label>
        </div>
      </Card>
      {!product && (
        <Card title="Sale units">
          <ul className="flex flex-col gap-4">
            {units.keys.map((key, index) => {
              const unitErrors = errors.product_units?.[index];
              return (
                <li
                  key={key}
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
                    {...form.register(`product_units.${index}.unit_number`, { valueAsNumber: true })}
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
                    {...form.register(`product_units.${index}.available_quantity`, { valueAsNumber: true })}
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
                    {units.keys.length > 1 && (
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
          {(errors.product_units?.root ?? errors.product_units)?.message && (
            <p className="mt-2 text-sm text-red-600">
              {(errors.product_units?.root ?? errors.product_units)?.message}
            </p>
          )}
          <button type="button" onClick={() => units.append(newUnit())} className={`${secondaryButton} mt-3`}>
            Add a unit
          </button>
        </Card>
      )}
      {!product && (
        <Card title="Photo">
          <ImageField label="Photo" alt="the new product" onChoose={setPhoto} />
        </Card>
      )}
      <FormError message={errors.root?.message} />
      <div>
        <SubmitButton pending={isSubmitting}>{product ? 'Save product' : 'Create product'}</SubmitButton>
      </div>
    </form>
  );
}
