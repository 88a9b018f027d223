import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@oko/shared/constants';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { profileUpdateSchema, type ProfileUpdateInput, userSchema } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';
import { userQueryKey } from './get-user';

export const updateProfile = (input: ProfileUpdateInput) =>
  api.patch('/auth/profile', profileUpdateSchema.parse(input), dataEnvelope(userSchema));

/** The header greets by name at once: the user query and the stored user take the answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(userQueryKey, data);
      window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(data));
    },
  });
}
