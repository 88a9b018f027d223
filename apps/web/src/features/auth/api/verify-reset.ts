import { useMutation } from '@tanstack/react-query';
import { verifyCodeSchema, type VerifyCodeInput } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

export type VerifyResetResponse = { data: { reset_token: string }; message?: string };

export const verifyReset = (input: VerifyCodeInput) =>
  api.post<VerifyResetResponse>('/auth/verify-reset', verifyCodeSchema.parse(input));

export const useVerifyReset = () => useMutation({ mutationFn: verifyReset });
