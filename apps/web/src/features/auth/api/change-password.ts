import { useMutation } from '@tanstack/react-query';
import { changePasswordSchema, type ChangePasswordInput } from '@oko/shared/schemas/auth';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const messageAnswer = z.object({ message: z.string() });

export const changePassword = (input: ChangePasswordInput) =>
  api.post('/auth/change-password', changePasswordSchema.parse(input), messageAnswer);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
