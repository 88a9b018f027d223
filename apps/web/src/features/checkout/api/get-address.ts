import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Address, addressRecordSchema } from '@oko/shared/schemas/address';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Spec section 7: `GET /address` answers the shopper's one address, or null before the first is saved.
const addressResponse = dataEnvelope(addressRecordSchema.nullable());
export type { Address };

export async function getAddress(): Promise<Address | null> {
  return (await api.get('/address', addressResponse)).data;
}

export const getAddressQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.address, queryFn: getAddress, meta: { personal: true } });

export const useAddress = () => useQuery(getAddressQueryOptions());
