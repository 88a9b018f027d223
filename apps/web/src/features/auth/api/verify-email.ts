import { useMutation } from '@tanstack/react-query';
import { userAnswerSchema, verifyCodeSchema, type VerifyCodeInput } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

export const verifyEmail = (input: VerifyCodeInput) =>
  api.post('/auth/verify', verifyCodeSchema.parse(input), userAnswerSchema);

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
