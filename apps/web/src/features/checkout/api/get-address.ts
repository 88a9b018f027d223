import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@oko/shared/schemas/address';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Spec section 7: `GET /address` answers the shopper's one address, or null before the first is saved.
const addressAnswer = () => import('@oko/shared/schemas/address').then((m) => m.addressAnswerSchema);
export type { Address };

export async function getAddress(): Promise<Address | null> {
  return (await api.get('/address', addressAnswer)).data;
}

export const getAddressQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.address, queryFn: getAddress, meta: { personal: true } });

/** `enabled: false` for a guest, who has no address to ask for. */
export const useAddress = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getAddressQueryOptions(), enabled });
