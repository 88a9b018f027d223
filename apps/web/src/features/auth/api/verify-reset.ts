import { useMutation } from '@tanstack/react-query';
import { verifyCodeSchema, type VerifyCodeInput } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

const verifyResetAnswer = () =>
  import('@oko/shared/schemas/auth-answers').then((m) => m.verifyResetAnswerSchema);

export const verifyReset = (input: VerifyCodeInput) =>
  api.post('/auth/verify-reset', verifyCodeSchema.parse(input), verifyResetAnswer);

export const useVerifyReset = () => useMutation({ mutationFn: verifyReset });
