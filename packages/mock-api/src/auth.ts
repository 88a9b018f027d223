// Accounts (apps/api/src/auth): register with a mailed code, verify, sign in with tokens, refresh, sign out,
// profile, password change and reset. Codes are "mailed" to the mock's outbox and the console.
import { http, type HttpHandler } from 'msw';
import { AUTH_MESSAGES } from '@oko/shared/auth-messages';
import { CODE_LIFETIME_MINUTES, CODE_MAX_ATTEMPTS } from '@oko/shared/constants';
import {
  changePasswordSchema,
  emailOnlySchema,
  loginSchema,
  passwordResetSchema,
  profileUpdateSchema,
  refreshTokenSchema,
  registerSchema,
  verifyCodeSchema,
} from '@oko/shared/schemas/auth';
import type { User } from '@oko/shared/schemas/auth-answers';
import { NOTIFY_MESSAGES } from '@oko/shared/schemas/phone';
import type { MockContext } from './context';
import { error, fieldError, json, readInput } from './respond';
import type { MockCode, MockUser } from './state';

const MINUTE = 60_000;

function randomToken(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

function newCode(): string {
  return String((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 1_000_000).padStart(6, '0');
}

/** An account as the API answers `GET /auth/profile`. */
export function toUser(user: MockUser): User {
  return {
    id: user.id,
    name: user.name,
    last_name: user.last_name,
    email: user.email,
    email_verified_at: user.email_verified_at,
    created_at: user.created_at,
    // The back office is not mocked (issue 13): every mock account is a shopper.
    role: 'shopper',
    phone: user.phone ?? null,
    notify: user.notify ?? { whatsapp: false, sms: false },
  };
}

export function authHandlers({ api, db, state: s, now, changed, signedIn }: MockContext): HttpHandler[] {
  function mail(email: string, purpose: MockCode['purpose']) {
    const code = newCode();
    const state = s();
    state.codes = state.codes.filter((entry) => !(entry.email === email && entry.purpose === purpose));
    state.codes.push({
      email,
      purpose,
      code,
      expiresAt: now().getTime() + CODE_LIFETIME_MINUTES * MINUTE,
      attempts: 0,
    });
    const subject =
      purpose === 'verify'
        ? `${code} is your Oko Farm verification code`
        : `${code} is your Oko Farm reset code`;
    const sent = { to: email, subject, code };
    state.outbox.push(sent);
    (db.options.onMail ?? ((m) => console.info(`[mock API] mail to ${m.to}: ${m.subject}`)))(sent);
  }

  /** Checks a mailed code: at most CODE_MAX_ATTEMPTS tries, within its life, once. */
  function consumeCode(input: { email: string; code: string }, purpose: MockCode['purpose']) {
    const state = s();
    const user = state.users.find((entry) => entry.email === input.email);
    const wrong = (message: string) => fieldError(422, 'code', message);
    if (!user || (purpose === 'verify' && user.email_verified_at)) return wrong(AUTH_MESSAGES.invalidCode);
    const code = state.codes.find((entry) => entry.email === input.email && entry.purpose === purpose);
    if (!code) return wrong(AUTH_MESSAGES.invalidCode);
    if (code.expiresAt <= now().getTime()) return wrong(AUTH_MESSAGES.expiredCode);
    if (code.attempts >= CODE_MAX_ATTEMPTS) return wrong(AUTH_MESSAGES.tooManyCodeTries);
    code.attempts += 1;
    if (code.code !== input.code) {
      return wrong(
        code.attempts >= CODE_MAX_ATTEMPTS ? AUTH_MESSAGES.tooManyCodeTries : AUTH_MESSAGES.invalidCode,
      );
    }
    state.codes = state.codes.filter((entry) => entry !== code);
    return user;
  }

  function startSession(user: MockUser) {
    const state = s();
    const session = {
      id: state.nextId.session++,
      userId: user.id,
      accessTokens: [`mock-access.${randomToken()}`],
      refreshToken: `mock-refresh.${randomToken()}`,
      ended: false,
    };
    state.sessions.push(session);
    return session;
  }

  /** A new session for the user, answered as the login answers it (and verify, which signs in too). */
  function loginAnswer(user: MockUser) {
    const session = startSession(user);
    changed();
    return {
      user: toUser(user),
      access_token: session.accessTokens[0],
      refresh_token: session.refreshToken,
    };
  }

  function endSessions(userId: number, keep?: number) {
    for (const session of s().sessions) {
      if (session.userId === userId && session.id !== keep) session.ended = true;
    }
  }

  return [
    http.post(`${api}/auth/register`, async ({ request }) => {
      const input = await readInput(request, registerSchema);
      if (!input.ok) return input.response;
      const state = s();
      if (state.users.some((user) => user.email === input.data.email)) {
        return fieldError(422, 'email', AUTH_MESSAGES.emailTaken);
      }
      const user: MockUser = {
        id: state.nextId.user++,
        name: input.data.name,
        last_name: input.data.last_name,
        email: input.data.email,
        password: input.data.password,
        email_verified_at: null,
        created_at: now().toISOString(),
      };
      state.users.push(user);
      mail(user.email, 'verify');
      changed();
      return json({ data: { user: toUser(user) }, message: AUTH_MESSAGES.registered }, 201);
    }),

    http.post(`${api}/auth/verify`, async ({ request }) => {
      const input = await readInput(request, verifyCodeSchema);
      if (!input.ok) return input.response;
      const user = consumeCode(input.data, 'verify');
      changed();
      if (user instanceof Response) return user;
      user.email_verified_at = now().toISOString();
      // Verified is signed in, as the API answers (issue 23): the login's answer.
      return json({ data: loginAnswer(user), message: AUTH_MESSAGES.verified });
    }),

    http.post(`${api}/auth/resend-verification`, async ({ request }) => {
      const input = await readInput(request, emailOnlySchema);
      if (!input.ok) return input.response;
      const user = s().users.find((entry) => entry.email === input.data.email);
      if (user && !user.email_verified_at) mail(user.email, 'verify');
      changed();
      return json({ message: AUTH_MESSAGES.codeResent });
    }),

    http.post(`${api}/auth/login`, async ({ request }) => {
      const input = await readInput(request, loginSchema);
      if (!input.ok) return input.response;
      const user = s().users.find((entry) => entry.email === input.data.email);
      if (!user || user.password !== input.data.password) {
        return fieldError(422, 'email', AUTH_MESSAGES.badCredentials);
      }
      if (!user.email_verified_at) return error(403, AUTH_MESSAGES.notVerified);
      return json({ data: loginAnswer(user) });
    }),

    http.post(`${api}/auth/refresh-token`, async ({ request }) => {
      const input = await readInput(request, refreshTokenSchema);
      if (!input.ok) return input.response;
      const session = s().sessions.find(
        (entry) => entry.refreshToken === input.data.refresh_token && !entry.ended,
      );
      if (!session) return error(401, AUTH_MESSAGES.invalidRefreshToken);
      const accessToken = `mock-access.${randomToken()}`;
      session.accessTokens.push(accessToken);
      changed();
      return json({ data: { access_token: accessToken } });
    }),

    http.patch(`${api}/auth/logout`, ({ request }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const session = s().sessions.find((entry) => entry.id === auth.sessionId);
      if (session) session.ended = true;
      changed();
      return json({ message: AUTH_MESSAGES.loggedOut });
    }),

    http.get(`${api}/auth/profile`, ({ request }) => {
      const auth = signedIn(request);
      return auth instanceof Response ? auth : json({ data: toUser(auth.user) });
    }),

    http.patch(`${api}/auth/profile`, async ({ request }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const input = await readInput(request, profileUpdateSchema);
      if (!input.ok) return input.response;
      auth.user.name = input.data.name;
      auth.user.last_name = input.data.last_name;
      if (input.data.phone !== undefined) auth.user.phone = input.data.phone;
      // As the API: a channel needs a phone; no phone, both off.
      const phone = auth.user.phone ?? null;
      const notify = { ...(auth.user.notify ?? { whatsapp: false, sms: false }), ...input.data.notify };
      if (phone === null && (input.data.notify?.whatsapp || input.data.notify?.sms)) {
        return fieldError(422, 'phone', NOTIFY_MESSAGES.needsPhone);
      }
      auth.user.notify = phone === null ? { whatsapp: false, sms: false } : notify;
      changed();
      return json({ data: toUser(auth.user), message: AUTH_MESSAGES.profileUpdated });
    }),

    http.post(`${api}/auth/change-password`, async ({ request }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const input = await readInput(request, changePasswordSchema);
      if (!input.ok) return input.response;
      if (input.data.current_password !== auth.user.password) {
        return fieldError(422, 'current_password', AUTH_MESSAGES.wrongCurrentPassword);
      }
      auth.user.password = input.data.password;
      endSessions(auth.user.id, auth.sessionId);
      changed();
      return json({ message: AUTH_MESSAGES.passwordChanged });
    }),

    http.post(`${api}/auth/forgot-password`, async ({ request }) => {
      const input = await readInput(request, emailOnlySchema);
      if (!input.ok) return input.response;
      if (s().users.some((entry) => entry.email === input.data.email)) mail(input.data.email, 'reset');
      changed();
      return json({ message: AUTH_MESSAGES.resetCodeSent });
    }),

    http.post(`${api}/auth/verify-reset`, async ({ request }) => {
      const input = await readInput(request, verifyCodeSchema);
      if (!input.ok) return input.response;
      const user = consumeCode(input.data, 'reset');
      changed();
      if (user instanceof Response) return user;
      // Good for one reset: the token names the password it replaces.
      const resetToken = `mock-reset.${randomToken()}`;
      s().resetTokens.push({
        email: user.email,
        token: resetToken,
        expiresAt: now().getTime() + CODE_LIFETIME_MINUTES * MINUTE,
      });
      return json({ data: { reset_token: resetToken }, message: AUTH_MESSAGES.resetCodeVerified });
    }),

    http.post(`${api}/auth/password-reset`, async ({ request }) => {
      const input = await readInput(request, passwordResetSchema);
      if (!input.ok) return input.response;
      const state = s();
      const user = state.users.find((entry) => entry.email === input.data.email);
      const token = state.resetTokens.find(
        (entry) =>
          entry.email === input.data.email &&
          entry.token === input.data.reset_token &&
          entry.expiresAt > now().getTime(),
      );
      if (!user || !token) return fieldError(422, 'reset_token', AUTH_MESSAGES.invalidResetToken);
      state.resetTokens = state.resetTokens.filter((entry) => entry.email !== user.email);
      user.password = input.data.password;
      user.email_verified_at ??= now().toISOString();
      endSessions(user.id);
      changed();
      return json({ message: AUTH_MESSAGES.passwordReset });
    }),
  ];
}
