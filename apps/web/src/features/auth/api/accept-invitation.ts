import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AcceptInvitationInput, Invitation } from '@oko/shared/schemas/admin-staff';
import type { User } from '@oko/shared/schemas/auth-answers';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSignIn } from './login';

const invitationAnswer = () =>
  import('@oko/shared/schemas/admin-staff').then((m) => m.invitationAnswerSchema);
const loginAnswer = () => import('@oko/shared/schemas/auth-answers').then((m) => m.loginAnswerSchema);

/** `POST /auth/invitation` (issue 23): who is invited, by whom, to which shop; 404 once the link is spent. */
export async function getInvitation(token: string): Promise<Invitation> {
  return (await api.post('/auth/invitation', { token }, invitationAnswer)).data;
}

export const getInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.invitation(token),
    queryFn: () => getInvitation(token),
    // The token is a key to an account: never written to the offline cache, never asked again.
    meta: { personal: true },
    retry: false,
    staleTime: Infinity,
  });

export const useInvitation = (token: string) => useQuery(getInvitationQueryOptions(token));

/** `POST /auth/accept-invitation`: the password is set and the login answer signs the new staff member in. */
export const acceptInvitation = (input: AcceptInvitationInput) =>
  api.post('/auth/accept-invitation', input, loginAnswer);

export const useAcceptInvitation = (options?: { onSuccess?: (user: User) => void }) =>
  useSignIn(acceptInvitation, options);
