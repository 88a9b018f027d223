import { useMutation } from '@tanstack/react-query';
import { passwordResetSchema, type PasswordResetInput } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

export type ResetPasswordResponse = { message: string };

export const resetPassword = (input: PasswordResetInput) =>
  api.post<ResetPasswordResponse>('/auth/password-reset', passwordResetSchema.parse(input));

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
