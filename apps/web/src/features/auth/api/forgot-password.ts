import { useMutation } from '@tanstack/react-query';
import { emailOnlySchema, type EmailOnlyInput } from '@oko/shared/schemas/auth';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const messageAnswer = z.object({ message: z.string() });

export const forgotPassword = (input: EmailOnlyInput) =>
  api.post('/auth/forgot-password', emailOnlySchema.parse(input), messageAnswer);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
