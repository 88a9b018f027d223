import { useMutation } from '@tanstack/react-query';
import { registerSchema, type RegisterInput, type User } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';

export type RegisterResponse = { data: { user: User }; message?: string };

export const register = (input: RegisterInput) =>
  api.post<RegisterResponse>('/auth/register', registerSchema.parse(input));

export const useRegister = () => useMutation({ mutationFn: register });
