import { useMutation } from '@tanstack/react-query';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { verifyCodeSchema, type VerifyCodeInput } from '@oko/shared/schemas/auth';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const verifyReset = (input: VerifyCodeInput) =>
  api.post(
    '/auth/verify-reset',
    verifyCodeSchema.parse(input),
    dataEnvelope(z.object({ reset_token: z.string() })),
  );

export const useVerifyReset = () => useMutation({ mutationFn: verifyReset });
