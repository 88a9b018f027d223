import { useMutation } from '@tanstack/react-query';
import { changePasswordSchema, type ChangePasswordInput } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

const messageAnswer = () => import('@oko/shared/schemas/api').then((m) => m.messageAnswerSchema);

export const changePassword = (input: ChangePasswordInput) =>
  api.post('/auth/change-password', changePasswordSchema.parse(input), messageAnswer);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
