import { useMutation } from '@tanstack/react-query';
import { passwordResetSchema, type PasswordResetInput } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

const messageAnswer = () => import('@oko/shared/schemas/api').then((m) => m.messageAnswerSchema);

export const resetPassword = (input: PasswordResetInput) =>
  api.post('/auth/password-reset', passwordResetSchema.parse(input), messageAnswer);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
