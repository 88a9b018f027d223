import { useMutation } from '@tanstack/react-query';
import { messageAnswerSchema } from '@oko/shared/schemas/api';
import { passwordResetSchema, type PasswordResetInput } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

export const resetPassword = (input: PasswordResetInput) =>
  api.post('/auth/password-reset', passwordResetSchema.parse(input), messageAnswerSchema);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
