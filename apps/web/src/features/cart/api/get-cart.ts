import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';

// Spec section 3, "Server cart": data with an items list. The rows' shape belongs to the cart issue; the
// shell only counts them.
const cartResponse = dataEnvelope(z.object({ items: z.array(z.unknown()) }));
export type ServerCart = z.infer<typeof cartResponse>['data'];

export async function getCart(): Promise<ServerCart> {
  return cartResponse.parse(await api.get('/cart')).data;
}

export const getCartQueryOptions = () =>
  queryOptions({ queryKey: ['carts'], queryFn: getCart, meta: { personal: true } });

/** Only a signed-in shopper has a server cart. */
export const useCart = ({ enabled }: { enabled: boolean }) => useQuery({ ...getCartQueryOptions(), enabled });
