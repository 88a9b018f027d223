import { useMutation } from '@tanstack/react-query';
import { messageAnswerSchema } from '@oko/shared/schemas/api';
import { emailOnlySchema, type EmailOnlyInput } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

export const forgotPassword = (input: EmailOnlyInput) =>
  api.post('/auth/forgot-password', emailOnlySchema.parse(input), messageAnswerSchema);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
