import { useMutation } from '@tanstack/react-query';
import { emailOnlySchema, type EmailOnlyInput } from '@oko/shared/schemas/auth';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const messageAnswer = z.object({ message: z.string() });

export const resendVerification = (input: EmailOnlyInput) =>
  api.post('/auth/resend-verification', emailOnlySchema.parse(input), messageAnswer);

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
