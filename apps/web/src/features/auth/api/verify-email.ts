import { useMutation } from '@tanstack/react-query';
import { verifyCodeSchema, type VerifyCodeInput } from '@oko/shared/schemas/auth';
import { userAnswerSchema } from '@oko/shared/schemas/auth-answers';
import { api } from '@/lib/api-client';

export const verifyEmail = (input: VerifyCodeInput) =>
  api.post('/auth/verify', verifyCodeSchema.parse(input), userAnswerSchema);

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
