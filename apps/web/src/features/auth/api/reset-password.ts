import { useMutation } from '@tanstack/react-query';
import { passwordResetSchema, type PasswordResetInput } from '@oko/shared/schemas/auth';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const messageAnswer = z.object({ message: z.string() });

export const resetPassword = (input: PasswordResetInput) =>
  api.post('/auth/password-reset', passwordResetSchema.parse(input), messageAnswer);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
