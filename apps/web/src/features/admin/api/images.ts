import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminCategorySchema, adminProductSchema, type AdminProduct } from '@oko/shared/schemas/admin';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { settingsSchema } from '@oko/shared/schemas/settings';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// The owner's pictures: `PUT` sends the chosen file itself (its own Content-Type), `DELETE` brings the drawing
// back. Each answer names the new picture's URL (a new picture, a new URL), so the shop's own queries are
// refreshed and no page shows the old one.

const productResponse = dataEnvelope(adminProductSchema);
const categoryResponse = dataEnvelope(adminCategorySchema);
const settingsResponse = dataEnvelope(settingsSchema);

/** `PUT /admin/products/{id}/image`. */
export async function uploadProductImage(productId: number, file: Blob): Promise<AdminProduct> {
  return (await api.put(`/admin/products/${productId}/image`, file, productResponse)).data;
}

/** `DELETE /admin/products/{id}/image`. */
export async function removeProductImage(productId: number): Promise<AdminProduct> {
  return (await api.delete(`/admin/products/${productId}/image`, productResponse)).data;
}

const refreshProducts = (queryClient: QueryClient, product: AdminProduct) => {
  queryClient.setQueryData(queryKeys.admin.product(product.id), product);
  for (const key of [queryKeys.admin.products, ['product'], ['products'], queryKeys.search.all]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
};

export function useProductImage(productId: number) {
  const queryClient = useQueryClient();
  const onSuccess = (product: AdminProduct) => refreshProducts(queryClient, product);
  return {
    upload: useMutation({ mutationFn: (file: Blob) => uploadProductImage(productId, file), onSuccess }),
    remove: useMutation({ mutationFn: () => removeProductImage(productId), onSuccess }),
  };
}

export function useCategoryImage(categoryId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    for (const key of [queryKeys.admin.categories, ['categories'], ['category']]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
  return {
    upload: useMutation({
      mutationFn: async (file: Blob) =>
        (await api.put(`/admin/categories/${categoryId}/image`, file, categoryResponse)).data,
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: async () =>
        (await api.delete(`/admin/categories/${categoryId}/image`, categoryResponse)).data,
      onSuccess,
    }),
  };
}

/** The logo: the storefront's own settings query is refreshed too, so the header shows it at once. */
export function useLogo() {
  const queryClient = useQueryClient();
  const onSuccess = (settings: { site_logo: string }) => {
    queryClient.setQueryData(queryKeys.admin.settings, settings);
    void queryClient.invalidateQueries({ queryKey: queryKeys.settings });
  };
  return {
    upload: useMutation({
      mutationFn: async (file: Blob) => (await api.put('/admin/settings/logo', file, settingsResponse)).data,
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: async () => (await api.delete('/admin/settings/logo', settingsResponse)).data,
      onSuccess,
    }),
  };
}
