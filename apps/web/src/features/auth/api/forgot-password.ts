import { useMutation } from '@tanstack/react-query';
import { emailOnlySchema, type EmailOnlyInput } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

const messageAnswer = () => import('@oko/shared/schemas/api').then((m) => m.messageAnswerSchema);

export const forgotPassword = (input: EmailOnlyInput) =>
  api.post('/auth/forgot-password', emailOnlySchema.parse(input), messageAnswer);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
