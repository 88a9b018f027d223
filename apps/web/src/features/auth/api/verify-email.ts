import { verifyCodeSchema, type VerifyCodeInput } from '@oko/shared/schemas/auth';
import { api } from '@/lib/api-client';
import { useSignIn } from './login';

const loginAnswer = () => import('@oko/shared/schemas/auth-answers').then((m) => m.loginAnswerSchema);

/** `POST /auth/verify`: the mailed code verifies the address and answers as login does (issue 23). */
export const verifyEmail = (input: VerifyCodeInput) =>
  api.post('/auth/verify', verifyCodeSchema.parse(input), loginAnswer);

/** Verified is signed in: the session starts as at login, with no second login. */
export const useVerifyEmail = () => useSignIn(verifyEmail);
