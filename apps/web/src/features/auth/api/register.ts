import { useMutation } from '@tanstack/react-query';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { registerSchema, type RegisterInput, userSchema } from '@oko/shared/schemas/auth';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const register = (input: RegisterInput) =>
  api.post('/auth/register', registerSchema.parse(input), dataEnvelope(z.object({ user: userSchema })));

export const useRegister = () => useMutation({ mutationFn: register });
