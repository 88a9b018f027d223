import { useMutation } from '@tanstack/react-query';
import { verifyCodeSchema, type VerifyCodeInput, type User } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

export type VerifyEmailResponse = { data: { user: User }; message?: string };

export const verifyEmail = (input: VerifyCodeInput) =>
  api.post<VerifyEmailResponse>('/auth/verify', verifyCodeSchema.parse(input));

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
