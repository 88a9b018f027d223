import { zodResolver } from '@hookform/resolvers/zod';
import { focusRing } from '@/components/ui/focus-ring';
import { Button } from '@/components/ui/button';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  createProductSchema,
  updateProductSchema,
  type AdminProduct,
  type CreateProductInput,
} from '@oko/shared/schemas/admin-catalog';
import type { Category } from '@oko/shared/schemas/catalog';
import { FormError, FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { paths } from '@/config/paths';
import { useApiForm } from '@/lib/api-form';
import { useNotifications } from '@/lib/notifications';
import { getErrorMessage } from '@/lib/api-errors';
import { useCreateProduct } from '../api/create-product';
import { useNewProductImage } from '../api/images';
import { useCategoryOptions } from '../api/get-category-options';
import { useUpdateProduct } from '../api/update-product';
import { Card, NamedOptions, QueryResult } from './admin-ui';
import { ImageField } from './image-field';
import { PriceFields } from './price-fields';
import { inputClass } from './styles';

type ProductValues = CreateProductInput & { product_units: CreateProductInput['product_units'] };
type UnitValues = ProductValues['product_units'][number];

const newUnit = (): UnitValues => ({
  unit: { name: '', symbol: '' },
  unit_number: 1,
  price_per_unit: '',
  available_quantity: 0,
  active: true,
});

// raw: the API takes prices in naira as typed; the shared schemas turn them into kobo for the server only.
const createResolver = zodResolver(createProductSchema, undefined, { raw: true });
// Editing sends the product's own fields (its units are saved one by one): the update schema checks them.
const updateResolver = zodResolver(updateProductSchema, undefined, {
  raw: true,
}) as unknown as Resolver<ProductValues>;

/**
 * A product's name, category, description and visibility, with its sale units when it is new. Checked with the
 * shared schemas first, so the page and the API give the same message for the same mistake.
 */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const categories = useCategoryOptions();
  // The category select takes its value once its options exist.
  return (
    <QueryResult query={categories}>
      {(options) => <ProductFormWith product={product} categories={options} />}
    </QueryResult>
  );
}

function ProductFormWith({ product, categories }: { product?: AdminProduct; categories: Category[] }) {
  const create = useCreateProduct();
  const update = useUpdateProduct(product?.id ?? 0);
  const navigate = useNavigate();
  const notify = useNotifications((state) => state.addNotification);
  const [photo, setPhoto] = useState<File | null>(null);
  const photoUpload = useNewProductImage();
  const form = useApiForm<ProductValues, AdminProduct>({
    schema: product ? updateResolver : createResolver,
    defaultValues: product
      ? {
          name: product.name,
          category_id: product.category.id,
          description: product.description,
          active: product.active,
          product_units: [],
        }
      : { name: '', description: '', active: true, product_units: [newUnit()] },
    send: (values) => {
      if (!product) return create.mutateAsync(values);
      const { product_units: _units, ...fields } = values;
      return update.mutateAsync(fields);
    },
    onSent: async (saved) => {
      if (product) return notify({ type: 'success', title: 'Product saved' });
      notify({ type: 'success', title: 'Product created' });
      // The photo goes once the product exists; if it is refused, the product stays and its page offers it again.
      if (photo) {
        await photoUpload
          .mutateAsync({ productId: saved.id, file: photo })
          .catch((error: unknown) =>
            notify({ type: 'error', title: 'The photo was not saved', message: getErrorMessage(error) }),
          );
      }
      void navigate(paths.admin.product.getHref(saved.id), { replace: true });
    },
  });
  const units = useFieldArray({ control: form.control, name: 'product_units' });
  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4">
      <Card title="Product">
        <div className="flex flex-col gap-4">
          <FormField label="Name" {...form.field('name')} />
          <SelectField
            label="Category"
            {...form.field('category_id', {
              setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
            })}
          >
            <NamedOptions none="Choose a category" entries={categories} />
          </SelectField>
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
            {units.fields.map((unit, index) => {
              return (
                <li
                  key={unit.id}
                  aria-label={`Unit ${index + 1}`}
                  className="grid grid-cols-2 gap-3 rounded-md border border-stone-200 p-3 sm:grid-cols-3 lg:grid-cols-6"
                >
                  <FormField
                    label="Unit name"
                    placeholder="bag"
                    {...form.field(`product_units.${index}.unit.name`)}
                  />
                  <FormField
                    label="Symbol"
                    placeholder="kg"
                    {...form.field(`product_units.${index}.unit.symbol`)}
                  />
                  <FormField
                    label="Number"
                    inputMode="decimal"
                    {...form.field(`product_units.${index}.unit_number`, { valueAsNumber: true })}
                  />
                  <PriceFields form={form} prefix={`product_units.${index}.`} />
                  <FormField
                    label="Stock"
                    inputMode="numeric"
                    {...form.field(`product_units.${index}.available_quantity`, { valueAsNumber: true })}
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
                    {units.fields.length > 1 && (
                      <button
                        type="button"
                        aria-label={`Remove unit ${index + 1}`}
                        onClick={() => units.remove(index)}
                        className={`rounded-md p-2 text-stone-600 hover:bg-stone-100 ${focusRing}`}
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
          <Button onClick={() => units.append(newUnit())} variant="secondary" className="mt-3" size="sm">
            Add a unit
          </Button>
        </Card>
      )}
      {!product && (
        <Card title="Photo">
          <ImageField label="Photo" alt="the new product" onChoose={setPhoto} />
        </Card>
      )}
      <FormError message={form.formError} />
      <div>
        <Button type="submit" pending={isSubmitting}>
          {product ? 'Save product' : 'Create product'}
        </Button>
      </div>
    </form>
  );
}
