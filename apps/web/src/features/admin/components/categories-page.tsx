import { Button } from '@/components/ui/button';
import {
  createCategorySchema,
  type AdminCategory,
  type CreateCategoryInput,
} from '@oko/shared/schemas/admin-catalog';
import { ContentLayout } from '@/components/layout/content-layout';
import { FormError, FormField } from '@/components/ui/form-field';
import { getErrorMessage } from '@/lib/api-errors';
import { useApiForm } from '@/lib/api-form';
import { useAdminCategories } from '../api/get-admin-categories';
import { useCategoryImage } from '../api/images';
import { useCreateCategory, useOrderCategories, useUpdateCategory } from '../api/save-category';
import { Card, QueryResult } from './admin-ui';
import { ImageField } from './image-field';

/** `/admin/categories` (owner): add, rename and order the categories as the home page shows them. */
export function CategoriesPage() {
  const categories = useAdminCategories();
  const order = useOrderCategories();

  const move = (list: AdminCategory[], index: number, by: -1 | 1) => {
    const ids = list.map((category) => category.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    order.mutate(ids);
  };

  return (
    <ContentLayout title="Categories">
      <QueryResult query={categories}>
        {(inOrder) => (
          <Card title="In the home page's order">
            {order.isError && <FormError message={getErrorMessage(order.error)} />}
            <ol className="flex flex-col divide-y divide-stone-100">
              {inOrder.map((category, index, list) => (
                <li key={category.id} aria-label={category.name} className="flex flex-col gap-2 py-3">
                  <CategoryRename category={category} />
                  <CategoryPhoto category={category} />
                  <div className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
                    <span>
                      {category.products_count} products · /categories/{category.slug}
                      {category.former_slugs.length > 0 && ` (was ${category.former_slugs.join(', ')})`}
                    </span>
                    <span className="ml-auto flex gap-1">
                      <Button
                        aria-label={`Move ${category.name} up`}
                        disabled={index === 0 || order.isPending}
                        onClick={() => move(list, index, -1)}
                        variant="secondary"
                        size="sm"
                      >
                        ↑
                      </Button>
                      <Button
                        aria-label={`Move ${category.name} down`}
                        disabled={index === list.length - 1 || order.isPending}
                        onClick={() => move(list, index, 1)}
                        variant="secondary"
                        size="sm"
                      >
                        ↓
                      </Button>
                    </span>
                  </div>
                </li>
              ))}
            </ol>
          </Card>
        )}
      </QueryResult>
      <Card title="Add a category">
        <NewCategoryForm />
      </Card>
    </ContentLayout>
  );
}

/** The category's card picture, folded away: eleven pictures at once would push the list off a phone's screen. */
function CategoryPhoto({ category }: { category: AdminCategory }) {
  const image = useCategoryImage(category.id);
  return (
    <details className="rounded-md bg-stone-50 px-3 py-2">
      <summary className="cursor-pointer text-sm font-medium text-stone-800">
        Photo of {category.name}
      </summary>
      <div className="pt-3">
        <ImageField
          label="Photo"
          imageUrl={category.image_url}
          alt={`Photo of ${category.name}`}
          onUpload={(file) => image.upload.mutateAsync(file)}
          onRemove={() => image.remove.mutateAsync()}
        />
      </div>
    </details>
  );
}

const renameSchema = createCategorySchema.pick({ name: true });

function CategoryRename({ category }: { category: AdminCategory }) {
  const update = useUpdateCategory();
  const form = useApiForm({
    // A rename is the update schema's name: the same rule and message as a new category's.
    schema: renameSchema,
    values: { name: category.name },
    send: (input) => update.mutateAsync({ id: category.id, input }),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  return (
    <form
      aria-label={`Rename ${category.name}`}
      noValidate
      onSubmit={form.onSubmit}
      className="flex items-start gap-2"
    >
      <div className="flex-1">
        <FormField
          label="Name"
          error={errors.name?.message ?? form.formError ?? undefined}
          {...form.register('name')}
        />
      </div>
      <Button
        type="submit"
        disabled={!isDirty || isSubmitting}
        variant="secondary"
        className="mt-6"
        size="sm"
      >
        Rename
      </Button>
    </form>
  );
}

function NewCategoryForm() {
  const create = useCreateCategory();
  const form = useApiForm({
    schema: createCategorySchema,
    raw: true,
    defaultValues: { name: '', description: '' } satisfies CreateCategoryInput,
    send: create.mutateAsync,
    onSent: () => {
      form.reset({ name: '', description: '' });
    },
  });
  const { isSubmitting } = form.formState;
  return (
    <form aria-label="Add a category" noValidate onSubmit={form.onSubmit} className="flex flex-col gap-3">
      <FormField label="Name" {...form.field('name')} />
      <FormField label="Description" {...form.field('description')} />
      <FormError message={form.formError} />
      <div>
        <Button type="submit" disabled={isSubmitting} variant="secondary" size="sm">
          Add category
        </Button>
      </div>
    </form>
  );
}
