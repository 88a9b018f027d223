import { useMutation } from '@tanstack/react-query';
import { verifyCodeSchema, type VerifyCodeInput } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

const userAnswer = () => import('@oko/shared/schemas/auth-answers').then((m) => m.userAnswerSchema);

export const verifyEmail = (input: VerifyCodeInput) =>
  api.post('/auth/verify', verifyCodeSchema.parse(input), userAnswer);

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
