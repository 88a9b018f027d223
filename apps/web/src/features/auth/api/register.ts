import { useMutation } from '@tanstack/react-query';
import { registerSchema, type RegisterInput } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

const userAnswer = () => import('@oko/shared/schemas/auth-answers').then((m) => m.userAnswerSchema);

export const register = (input: RegisterInput) =>
  api.post('/auth/register', registerSchema.parse(input), userAnswer);

export const useRegister = () => useMutation({ mutationFn: register });
