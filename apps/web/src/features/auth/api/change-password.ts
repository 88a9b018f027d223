import { useMutation } from '@tanstack/react-query';
import { messageAnswerSchema } from '@oko/shared/schemas/api';
import { changePasswordSchema, type ChangePasswordInput } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

export const changePassword = (input: ChangePasswordInput) =>
  api.post('/auth/change-password', changePasswordSchema.parse(input), messageAnswerSchema);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
