import { useMutation } from '@tanstack/react-query';
import { verifyCodeSchema, type VerifyCodeInput } from '@oko/shared/schemas/auth';
import { verifyResetAnswerSchema } from '@oko/shared/schemas/auth-answers';
import { api } from '@/lib/api-client';

export const verifyReset = (input: VerifyCodeInput) =>
  api.post('/auth/verify-reset', verifyCodeSchema.parse(input), verifyResetAnswerSchema);

export const useVerifyReset = () => useMutation({ mutationFn: verifyReset });
