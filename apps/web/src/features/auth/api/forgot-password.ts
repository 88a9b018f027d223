import { useMutation } from '@tanstack/react-query';
import { emailOnlySchema, type EmailOnlyInput } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

export type ForgotPasswordResponse = { message: string };

export const forgotPassword = (input: EmailOnlyInput) =>
  api.post<ForgotPasswordResponse>('/auth/forgot-password', emailOnlySchema.parse(input));

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
