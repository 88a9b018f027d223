import { useMutation } from '@tanstack/react-query';
import { emailOnlySchema, type EmailOnlyInput } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

export type ResendVerificationResponse = { message: string };

export const resendVerification = (input: EmailOnlyInput) =>
  api.post<ResendVerificationResponse>('/auth/resend-verification', emailOnlySchema.parse(input));

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
