import { useMutation } from '@tanstack/react-query';
import { emailOnlySchema, type EmailOnlyInput } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

const messageAnswer = () => import('@oko/shared/schemas/api').then((m) => m.messageAnswerSchema);

export const resendVerification = (input: EmailOnlyInput) =>
  api.post('/auth/resend-verification', emailOnlySchema.parse(input), messageAnswer);

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
