import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminCategory, AdminProduct } from '@oko/shared/schemas/admin-catalog';
import type { AdminSettings } from '@oko/shared/schemas/settings';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminQueryKeys } from './admin-query-keys';
import { keepInList, keepProduct } from './cache';

// The owner's pictures: `PUT` sends the chosen file itself (its own Content-Type), `DELETE` brings the drawing
// back. Each answer names the new picture's URL (a new picture, a new URL), so the shop's own queries are
// refreshed and no page shows the old one.

const productAnswer = () =>
  import('@oko/shared/schemas/admin-catalog').then((m) => m.adminProductAnswerSchema);
const categoryAnswer = () =>
  import('@oko/shared/schemas/admin-catalog').then((m) => m.adminCategoryAnswerSchema);
const settingsAnswer = () => import('@oko/shared/schemas/settings').then((m) => m.settingsAnswerSchema);

/** `PUT /admin/products/{id}/image`. */
export async function uploadProductImage(productId: number, file: Blob): Promise<AdminProduct> {
  return (await api.put(`/admin/products/${productId}/image`, file, productAnswer)).data;
}

/** `DELETE /admin/products/{id}/image`. */
export async function removeProductImage(productId: number): Promise<AdminProduct> {
  return (await api.delete(`/admin/products/${productId}/image`, productAnswer)).data;
}

// The shop's own product pages, lists and search show the photo too.
const refreshProducts = (queryClient: QueryClient, product: AdminProduct) => {
  keepProduct(queryClient, product);
  for (const key of [['product'], ['products'], queryKeys.search.all]) {
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

/** A new product's photo, sent once the product exists: its page then shows it. */
export function useNewProductImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, file }: { productId: number; file: Blob }) =>
      uploadProductImage(productId, file),
    onSuccess: (product) => refreshProducts(queryClient, product),
  });
}

export function useCategoryImage(categoryId: number) {
  const queryClient = useQueryClient();
  // The shop's category pages and lists show the photo too.
  const onSuccess = (category: AdminCategory) => {
    keepInList(queryClient, adminQueryKeys.categoryList, category, (cached) => cached.id === category.id);
    for (const key of [['categories'], ['category']]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
  return {
    upload: useMutation({
      mutationFn: async (file: Blob) =>
        (await api.put(`/admin/categories/${categoryId}/image`, file, categoryAnswer)).data,
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: async () =>
        (await api.delete(`/admin/categories/${categoryId}/image`, categoryAnswer)).data,
      onSuccess,
    }),
  };
}

/** The logo: the storefront's own settings query is refreshed too, so the header shows it at once. */
export function useLogo() {
  const queryClient = useQueryClient();
  // The answer is the storefront's settings: only the logo is taken into the back office's (which has more).
  const onSuccess = ({ site_logo }: { site_logo: string }) => {
    queryClient.setQueryData<AdminSettings>(adminQueryKeys.settings, (old) => old && { ...old, site_logo });
    void queryClient.invalidateQueries({ queryKey: queryKeys.settings });
  };
  return {
    upload: useMutation({
      mutationFn: async (file: Blob) => (await api.put('/admin/settings/logo', file, settingsAnswer)).data,
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: async () => (await api.delete('/admin/settings/logo', settingsAnswer)).data,
      onSuccess,
    }),
  };
}
