import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { InviteStaffInput } from '@oko/shared/schemas/admin';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { userSchema, type User } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

const staffResponse = dataEnvelope(z.array(userSchema));
const memberResponse = dataEnvelope(userSchema);

const STAFF_QUERY_KEY = ['admin', 'staff'] as const;

/** `GET /admin/staff` (owner): the owner and the staff. */
export async function getStaff(): Promise<User[]> {
  return staffResponse.parse(await api.get('/admin/staff')).data;
}

export const useStaff = () =>
  useQuery(queryOptions({ queryKey: STAFF_QUERY_KEY, queryFn: getStaff, meta: { personal: true } }));

function useStaffMutation<Input>(mutationFn: (input: Input) => Promise<{ data: User; message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }),
  });
}

/** `POST /admin/staff`: a new address is mailed a code to choose a password; a shopper becomes staff at once. */
export const useInviteStaff = () =>
  useStaffMutation(async (input: InviteStaffInput) =>
    memberResponse.parse(await api.post('/admin/staff', input)),
  );

/** `DELETE /admin/staff/{userId}`: back to a shopper, signed out everywhere. */
export const useRemoveStaff = () =>
  useStaffMutation(async (userId: number) =>
    memberResponse.parse(await api.delete(`/admin/staff/${userId}`)),
  );
