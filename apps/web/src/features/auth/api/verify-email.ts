import { useMutation } from '@tanstack/react-query';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { userSchema, verifyCodeSchema, type VerifyCodeInput } from '@oko/shared/schemas/auth';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const verifyEmail = (input: VerifyCodeInput) =>
  api.post('/auth/verify', verifyCodeSchema.parse(input), dataEnvelope(z.object({ user: userSchema })));

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
