import { useMutation } from '@tanstack/react-query';
import { changePasswordSchema, type ChangePasswordInput } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

export type ChangePasswordResponse = { message: string };

export const changePassword = (input: ChangePasswordInput) =>
  api.post<ChangePasswordResponse>('/auth/change-password', changePasswordSchema.parse(input));

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
