import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@oko/shared/constants';
import { profileUpdateSchema, type ProfileUpdateInput } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const profileAnswer = () => import('@oko/shared/schemas/auth-answers').then((m) => m.profileAnswerSchema);

export const updateProfile = (input: ProfileUpdateInput) =>
  api.patch('/auth/profile', profileUpdateSchema.parse(input), profileAnswer);

/** The header greets by name at once: the user query and the stored user take the answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(queryKeys.user, data);
      window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(data));
    },
  });
}
