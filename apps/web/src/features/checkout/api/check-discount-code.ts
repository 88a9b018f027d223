import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DiscountCheck, discountCheckAnswerSchema } from '@oko/shared/schemas/deals';
import type { PlaceOrderInput } from '@oko/shared/schemas/order';
import { api } from '@/lib/api-client';
import { responseErrors } from '@/lib/api-errors';

// Issue 28: `POST /discount-codes/check`, the code's naira off the checkout's lines at today's prices, or a 422
// under `code` saying why. Asked again whenever the lines change, so the Summary's Discount row stays true; the
// order prices the code once more when it is placed.
// Its schema comes with the checkout, which holds zod already (no chunk of its own: every chunk's name costs the
// entry bytes).
const discountCheckAnswer = () => Promise.resolve(discountCheckAnswerSchema);

/** The checkout's alone (see PAY_AHEAD_KEY): the code and the lines it was checked against. */
const discountCheckKey = (code: string, orderData: unknown) => ['discount-check', code, orderData] as const;

export async function checkDiscountCode(
  code: string,
  orderData: PlaceOrderInput['order_data'],
): Promise<DiscountCheck> {
  return (await api.post('/discount-codes/check', { code, order_data: orderData }, discountCheckAnswer)).data;
}

export const useDiscountCheck = (code: string | null, orderData: PlaceOrderInput['order_data']) =>
  useQuery({
    ...queryOptions({
      queryKey: discountCheckKey(code ?? '', orderData),
      queryFn: () => checkDiscountCode(code ?? '', orderData),
      staleTime: 0,
      retry: false,
      meta: { persist: false, personal: true },
    }),
    enabled: code !== null,
  });

/** The shop's reason under `code` (the check) or `discount_code` (the order), if the error carries one. */
export function codeRefusal(error: unknown, field: 'code' | 'discount_code'): string | undefined {
  const messages = responseErrors(error)?.[field];
  const first = Array.isArray(messages) ? messages[0] : messages;
  return typeof first === 'string' ? first : undefined;
}
