import { useMutation } from '@tanstack/react-query';
import { messageAnswerSchema } from '@oko/shared/schemas/api';
import { emailOnlySchema, type EmailOnlyInput } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

export const resendVerification = (input: EmailOnlyInput) =>
  api.post('/auth/resend-verification', emailOnlySchema.parse(input), messageAnswerSchema);

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
