import { useMutation } from '@tanstack/react-query';
import { registerSchema, type RegisterInput } from '@oko/shared/schemas/auth';
import { userAnswerSchema } from '@oko/shared/schemas/auth-answers';
import { api } from '@/lib/api-client';

export const register = (input: RegisterInput) =>
  api.post('/auth/register', registerSchema.parse(input), userAnswerSchema);

export const useRegister = () => useMutation({ mutationFn: register });
