import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDiscountCodeInput,
  DiscountCode,
  UpdateDiscountCodeInput,
} from '@oko/shared/schemas/admin-deals';
import { api } from '@/lib/api-client';
import { keepInList } from './cache';
import { backOfficeQuery } from './back-office-query';

// Issue 28: the owner's discount codes. The key is kept here, not in lib/query-keys.ts, whose bytes every page's
// first load carries (the product page has none to spare, issue 15); only the back office asks it.
export const DISCOUNT_CODES_KEY = ['admin', 'discount-codes'] as const;

const codesAnswer = () =>
  import('@oko/shared/schemas/admin-deals').then((m) => m.discountCodeListAnswerSchema);
const codeAnswer = () => import('@oko/shared/schemas/admin-deals').then((m) => m.discountCodeAnswerSchema);

/** `GET /admin/discount-codes` (owner): newest first, with their uses and the naira they gave. */
export async function getDiscountCodes(): Promise<DiscountCode[]> {
  return (await api.get('/admin/discount-codes', codesAnswer)).data;
}

export const useDiscountCodes = () => useQuery(backOfficeQuery(DISCOUNT_CODES_KEY, getDiscountCodes));

/** `POST /admin/discount-codes`: the new code comes first in the list. */
export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateDiscountCodeInput) =>
      (await api.post('/admin/discount-codes', input, codeAnswer)).data,
    onSuccess: (created) =>
      queryClient.setQueryData<DiscountCode[]>(DISCOUNT_CODES_KEY, (codes) => [created, ...(codes ?? [])]),
  });
}

/** `PATCH /admin/discount-codes/{id}`: pause, resume, end, or a limit changed. */
export function useEditDiscountCode(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateDiscountCodeInput) =>
      (await api.patch(`/admin/discount-codes/${id}`, input, codeAnswer)).data,
    onSuccess: (saved) => keepInList(queryClient, DISCOUNT_CODES_KEY, saved, (cached) => cached.id === id),
  });
}
