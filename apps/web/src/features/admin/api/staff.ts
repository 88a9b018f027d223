import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteStaffInput } from '@oko/shared/schemas/admin-staff';
import type { User } from '@oko/shared/schemas/auth-answers';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { backOfficeQuery } from './back-office-query';

const staffAnswer = () => import('@oko/shared/schemas/admin-staff').then((m) => m.staffAnswerSchema);
const memberAnswer = () => import('@oko/shared/schemas/admin-staff').then((m) => m.staffMemberAnswerSchema);

/** `GET /admin/staff` (owner): the owner and the staff. */
export async function getStaff(): Promise<User[]> {
  return (await api.get('/admin/staff', staffAnswer)).data;
}

export const useStaff = () => useQuery(backOfficeQuery(adminQueryKeys.staff, getStaff));

/**
 * `POST /admin/staff`: the person is mailed an invitation (issue 23): a link for a week to choose a password, or
 * for an account that has one, word that they are staff now. Again for staff who never used the link: a fresh one.
 */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InviteStaffInput) => await api.post('/admin/staff', input, memberAnswer),
    // The server places the new member in the list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.staff }),
  });
}

/** `DELETE /admin/staff/{userId}`: back to a shopper, signed out everywhere, and off the list. */
export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: number) => await api.delete(`/admin/staff/${userId}`, memberAnswer),
    onSuccess: (_answer, userId) =>
      queryClient.setQueryData<User[]>(adminQueryKeys.staff, (staff) =>
        staff?.filter((member) => member.id !== userId),
      ),
  });
}
