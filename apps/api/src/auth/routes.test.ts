import { CODE_LIFETIME_MINUTES } from '@oko/shared/constants';
import { PHONE_MESSAGES } from '@oko/shared/schemas/phone';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '../db/schema';
import type { Mail } from '../mail/mailer';
import { newShopperForm, registerVerifiedShopper, signUpShopper } from '../testing/shoppers';
import { useTestApp } from '../testing/test-app';

let clock = new Date('2026-03-01T09:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const MINUTE = 60_000;

const shop = useTestApp({ seed: false, auth: { now: () => clock } });
const { call } = shop;

const post = (url: string, payload?: object, token?: string) => call('POST', url, token, payload);

/** The last mail to `to`, and the 6-digit code in it (read from the mail, as a shopper would). */
function lastMailTo(to: string): Mail & { code: string } {
  const mail = shop.mailer.sent.filter((entry) => entry.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const code = /Your code: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error('no code in the mail');
  return { ...mail, code };
}

/** The payloads of the account-code jobs queued so far, oldest first. */
const queuedAccountCodes = async () =>
  (
    await shop.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'account-code'))
      .orderBy(jobs.id)
  ).map((job) => job.payload);

const registerVerified = () => registerVerifiedShopper(shop, { form: newShopperForm() });

async function signIn() {
  const { token, refreshToken, ...shopper } = await signUpShopper(shop, { form: newShopperForm() });
  return { shopper, access: token, refresh: refreshToken };
}

describe('POST /auth/register', () => {
  it('creates the account, answers data.user and mails a branded 6-digit code', async () => {
    const shopper = newShopperForm();
    const response = await post('/auth/register', { ...shopper, email: shopper.email.toUpperCase() });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.data.user).toMatchObject({
      name: 'Adaeze',
      last_name: 'Okafor',
      email: shopper.email,
      email_verified_at: null,
    });
    expect(body.data.user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(body)).not.toContain('scrypt');

    const mail = lastMailTo(shopper.email);
    expect(mail.subject).toContain('Oko Farm');
    expect(mail.html).toContain('Oko Farm');
    expect(mail.html).toContain(mail.code);
    expect(mail.text).toContain(`expires in ${CODE_LIFETIME_MINUTES} minutes`);
  });

  it('answers 422 with the spec’s messages for each bad field', async () => {
    const response = await post('/auth/register', {
      name: 'Al',
      last_name: '',
      email: 'nope@',
      password: '12345',
      password_confirmation: '12345',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['First Name field is required'],
      last_name: ['Last Name field is required'],
      email: ['Invalid email address'],
      password: ['required'],
      password_confirmation: ['required'],
    });
  });

  it('answers "passwords must match" on the confirmation field', async () => {
    const response = await post('/auth/register', {
      ...newShopperForm(),
      password_confirmation: 'yam-and-eggs',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'passwords must match',
      errors: { password_confirmation: ['passwords must match'] },
    });
  });

  it('says "The email has already been taken." for a second account on one address, any case', async () => {
    const shopper = newShopperForm();
    await post('/auth/register', shopper);
    const again = await post('/auth/register', { ...shopper, email: shopper.email.toUpperCase() });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
  });

  it('answers 400 for malformed JSON and 422 for a body that is not an object', async () => {
    const malformed = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Malformed JSON in request body.' });

    const notObject = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(notObject.statusCode).toBe(422);
    expect(notObject.json().message).toEqual(expect.any(String));
  });
});

describe('POST /auth/verify and /auth/resend-verification', () => {
  it('verifies with the mailed code, once', async () => {
    const shopper = newShopperForm();
    await post('/auth/register', shopper);
    const { code } = lastMailTo(shopper.email);
    const response = await post('/auth/verify', { email: shopper.email, code });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.email_verified_at).toBe(clock.toISOString());
    // Signed in as by login: the access token opens the profile, the refresh token renews it.
    const { access_token, refresh_token } = response.json().data;
    const profile = await call('GET', '/auth/profile', access_token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.email).toBe(shopper.email);
    expect((await post('/auth/refresh-token', { refresh_token })).statusCode).toBe(200);

    const again = await post('/auth/verify', { email: shopper.email, code });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: ['The code is invalid or has expired.'] });
  });

  it('refuses a wrong code, then takes the right one', async () => {
    const shopper = newShopperForm();
    await post('/auth/register', shopper);
    const { code } = lastMailTo(shopper.email);
    const wrong = code === '000000' ? '000001' : '000000';
    const response = await post('/auth/verify', { email: shopper.email, code: wrong });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The code is invalid or has expired.',
      errors: { code: ['The code is invalid or has expired.'] },
    });
    expect((await post('/auth/verify', { email: shopper.email, code })).statusCode).toBe(200);
  });

  it('allows 5 tries: after 5 wrong codes even the right one is refused', async () => {
    const shopper = newShopperForm();
    await post('/auth/register', shopper);
    const { code } = lastMailTo(shopper.email);
    const wrong = code === '111111' ? '222222' : '111111';
    const messages = [];
    for (let i = 0; i < 5; i += 1) {
      messages.push((await post('/auth/verify', { email: shopper.email, code: wrong })).json().message);
    }
    expect(messages).toEqual([
      ...Array(4).fill('The code is invalid or has expired.'),
      'Too many wrong codes. Request a new code.',
    ]);
    const right = await post('/auth/verify', { email: shopper.email, code });
    expect(right.statusCode).toBe(422);
    expect(right.json().message).toBe('Too many wrong codes. Request a new code.');
  });

  it('refuses an expired code (15 minutes) and takes the code of a resend, which replaces the old one', async () => {
    const shopper = newShopperForm();
    await post('/auth/register', shopper);
    const first = lastMailTo(shopper.email).code;
    advance(CODE_LIFETIME_MINUTES * MINUTE);
    const expired = await post('/auth/verify', { email: shopper.email, code: first });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe('The code has expired. Request a new code.');

    const resend = await post('/auth/resend-verification', { email: shopper.email });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({
      message: 'If that address is waiting for verification, a new code is on its way.',
    });
    const second = lastMailTo(shopper.email).code;
    expect(shop.mailer.sent.filter((mail) => mail.to === shopper.email)).toHaveLength(2);
    if (second !== first) {
      expect((await post('/auth/verify', { email: shopper.email, code: first })).statusCode).toBe(422);
    }
    advance(CODE_LIFETIME_MINUTES * MINUTE - 1000);
    expect((await post('/auth/verify', { email: shopper.email, code: second })).statusCode).toBe(200);
  });

  it('answers a resend for an unknown or verified address the same, without mail', async () => {
    const before = shop.mailer.sent.length;
    const unknown = await post('/auth/resend-verification', { email: 'nobody@example.com' });
    const { shopper } = await signIn();
    const afterSignIn = shop.mailer.sent.length;
    const verified = await post('/auth/resend-verification', { email: shopper.email });
    expect(unknown.json()).toEqual(verified.json());
    expect(unknown.statusCode).toBe(200);
    expect(shop.mailer.sent.length).toBe(afterSignIn);
    expect(afterSignIn - before).toBe(1);
  });

  it('answers 422 with messages for a missing or malformed code', async () => {
    const response = await post('/auth/verify', { email: 'x', code: '12a' });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.email[0]).toBe('Email is required');
    expect(errors.code).toEqual(['The code must be 6 digits']);
    expect((await post('/auth/resend-verification', {})).json().errors.email[0]).toBe('Email is required');
  });
});

describe('POST /auth/login', () => {
  it('answers user, access_token and refresh_token; the e-mail is lowercased', async () => {
    const shopper = await registerVerified();
    const response = await post('/auth/login', {
      email: `  ${shopper.email.toUpperCase()} `,
      password: shopper.password,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user).toMatchObject({ email: shopper.email, name: 'Adaeze', last_name: 'Okafor' });
    expect(data.access_token.split('.')).toHaveLength(3);
    expect(JSON.parse(Buffer.from(data.access_token.split('.')[0], 'base64url').toString())).toEqual({
      alg: 'HS256',
    });
    expect(data.refresh_token).toMatch(/^[\w-]{43}$/);
  });

  it('answers 403 with a clear message until the address is verified', async () => {
    const shopper = newShopperForm();
    await post('/auth/register', shopper);
    const response = await post('/auth/login', { email: shopper.email, password: shopper.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Your email address is not verified. Enter the 6-digit code we sent to your email.',
    });
  });

  it('answers the same 422 for a wrong password and an unknown address', async () => {
    const shopper = await registerVerified();
    const wrong = await post('/auth/login', { email: shopper.email, password: 'not-the-password' });
    const unknown = await post('/auth/login', { email: 'ghost@example.com', password: 'whatever' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 422 with the spec’s login messages', async () => {
    const empty = (await post('/auth/login', { email: '', password: '' })).json();
    expect(empty.message).toBe('Email is required');
    expect(empty.errors.email[0]).toBe('Email is required');
    expect(empty.errors.password).toEqual(['password is required']);
    expect((await post('/auth/login', { email: 'adaeze', password: '12345' })).json().errors).toEqual({
      email: ['Invalid email address'],
      password: ['password is required'],
    });
  });
});

describe('tokens: profile, refresh, logout', () => {
  it('GET /auth/profile answers the user for a bearer token', async () => {
    const { shopper, access } = await signIn();
    const response = await call('GET', '/auth/profile', access);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email: shopper.email, name: 'Adaeze' });
  });

  it('answers 401 {message} on every protected path without a valid token', async () => {
    const { access } = await signIn();
    const [header, payload] = access.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    const protectedCalls = [
      ['GET', '/auth/profile'],
      ['PATCH', '/auth/profile'],
      ['PATCH', '/auth/logout'],
      ['POST', '/auth/change-password'],
    ] as const;
    for (const [method, url] of protectedCalls) {
      for (const token of [undefined, 'garbage', forged, none]) {
        const response = await call(method, url, token, {});
        expect(response.statusCode, `${method} ${url} ${token}`).toBe(401);
        expect(response.json()).toEqual({ message: 'Unauthenticated.' });
      }
    }
  });

  it('an access token expires after 1 day; the refresh token gives a new one for 7 days', async () => {
    const { access, refresh } = await signIn();
    advance(24 * 60 * MINUTE);
    expect((await call('GET', '/auth/profile', access)).statusCode).toBe(401);

    const refreshed = await post('/auth/refresh-token', { refresh_token: refresh });
    expect(refreshed.statusCode).toBe(200);
    const newAccess = refreshed.json().data.access_token;
    expect((await call('GET', '/auth/profile', newAccess)).statusCode).toBe(200);

    advance(6 * 24 * 60 * MINUTE);
    const late = await post('/auth/refresh-token', { refresh_token: refresh });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ message: 'Invalid or expired refresh token.' });
  });

  it('refresh answers 401 for an unknown token and 422 without one', async () => {
    expect((await post('/auth/refresh-token', { refresh_token: 'made-up' })).statusCode).toBe(401);
    const missing = await post('/auth/refresh-token', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('No refresh token available');
  });

  it('logout ends the session: its access token and refresh token stop working', async () => {
    const { access, refresh } = await signIn();
    const response = await call('PATCH', '/auth/logout', access);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logout Successfully' });
    expect((await call('GET', '/auth/profile', access)).statusCode).toBe(401);
    const reuse = await post('/auth/refresh-token', { refresh_token: refresh });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: 'Invalid or expired refresh token.' });
  });

  it('logout ends only that session', async () => {
    const { shopper, access } = await signIn();
    const other = (await post('/auth/login', { email: shopper.email, password: shopper.password })).json()
      .data;
    await call('PATCH', '/auth/logout', access);
    expect((await call('GET', '/auth/profile', other.access_token)).statusCode).toBe(200);
  });
});

describe('profile changes', () => {
  it('PATCH /auth/profile changes name and last name, not the e-mail', async () => {
    const { shopper, access } = await signIn();
    const response = await call('PATCH', '/auth/profile', access, {
      name: '  Chiamaka ',
      last_name: 'Eze',
      email: 'other@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Profile updated successfully.',
      data: { name: 'Chiamaka', last_name: 'Eze', email: shopper.email },
    });
    expect((await call('GET', '/auth/profile', access)).json().data.name).toBe('Chiamaka');
    const invalid = await call('PATCH', '/auth/profile', access, { name: 'Ch', last_name: 'E' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      name: ['First Name field is required'],
      last_name: ['Last Name field is required'],
    });
  });

  it('PATCH /auth/profile sets a Nigerian phone number, keeps it when left out, removes it when emptied', async () => {
    const { access } = await signIn();
    expect((await call('GET', '/auth/profile', access)).json().data.phone).toBeNull();
    const names = { name: 'Chiamaka', last_name: 'Eze' };

    const set = await call('PATCH', '/auth/profile', access, { ...names, phone: '0803-123-4567' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.phone).toBe('+2348031234567');
    const kept = await call('PATCH', '/auth/profile', access, names);
    expect(kept.json().data.phone).toBe('+2348031234567');

    const wrong = await call('PATCH', '/auth/profile', access, { ...names, phone: '+44 20 7946 0958' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ phone: [PHONE_MESSAGES.invalid] });
    expect((await call('GET', '/auth/profile', access)).json().data.phone).toBe('+2348031234567');

    const removed = await call('PATCH', '/auth/profile', access, { ...names, phone: '' });
    expect(removed.json().data.phone).toBeNull();
  });

  it('POST /auth/change-password checks the current password, keeps this session, ends the others', async () => {
    const { shopper, access, refresh } = await signIn();
    const other = (await post('/auth/login', { email: shopper.email, password: shopper.password })).json()
      .data;

    const wrong = await call('POST', '/auth/change-password', access, {
      current_password: 'not-it',
      password: 'plantain-chips',
      password_confirmation: 'plantain-chips',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });

    const mismatch = await call('POST', '/auth/change-password', access, {
      current_password: shopper.password,
      password: 'plantain-chips',
      password_confirmation: 'plantain-chip',
    });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['passwords must match'] });

    const changed = await call('POST', '/auth/change-password', access, {
      current_password: shopper.password,
      password: 'plantain-chips',
      password_confirmation: 'plantain-chips',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: 'Password changed successfully.' });
    expect((await call('GET', '/auth/profile', access)).statusCode).toBe(200);
    expect((await post('/auth/refresh-token', { refresh_token: refresh })).statusCode).toBe(200);
    expect((await call('GET', '/auth/profile', other.access_token)).statusCode).toBe(401);
    expect((await post('/auth/refresh-token', { refresh_token: other.refresh_token })).statusCode).toBe(401);

    expect((await post('/auth/login', { email: shopper.email, password: shopper.password })).statusCode).toBe(
      422,
    );
    expect((await post('/auth/login', { email: shopper.email, password: 'plantain-chips' })).statusCode).toBe(
      200,
    );
  });
});

describe('password reset', () => {
  it('forgot → code by mail → verify-reset → password-reset; every session ends', async () => {
    const { shopper, access, refresh } = await signIn();
    const forgot = await post('/auth/forgot-password', { email: shopper.email.toUpperCase() });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({
      message: 'If an account exists for that address, we have sent a code to reset its password.',
    });
    const mail = lastMailTo(shopper.email);
    expect(mail.subject).toContain('password reset');

    const verified = await post('/auth/verify-reset', { email: shopper.email, code: mail.code });
    expect(verified.statusCode).toBe(200);
    const resetToken = verified.json().data.reset_token;
    expect(resetToken).toEqual(expect.any(String));

    const reset = await post('/auth/password-reset', {
      email: shopper.email,
      reset_token: resetToken,
      password: 'egusi-soup',
      password_confirmation: 'egusi-soup',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Your password has been reset. You can now sign in.' });

    expect((await call('GET', '/auth/profile', access)).statusCode).toBe(401);
    expect((await post('/auth/refresh-token', { refresh_token: refresh })).statusCode).toBe(401);
    expect((await post('/auth/login', { email: shopper.email, password: 'egusi-soup' })).statusCode).toBe(
      200,
    );
    expect((await post('/auth/login', { email: shopper.email, password: shopper.password })).statusCode).toBe(
      422,
    );

    // The reset token works once; so does the code.
    const again = await post('/auth/password-reset', {
      email: shopper.email,
      reset_token: resetToken,
      password: 'another-one',
      password_confirmation: 'another-one',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      reset_token: ['This password reset has expired. Request a new code.'],
    });
    expect((await post('/auth/verify-reset', { email: shopper.email, code: mail.code })).statusCode).toBe(
      422,
    );
  });

  it('answers forgot-password for an unknown address the same, and mails nothing', async () => {
    const before = shop.mailer.sent.length;
    const response = await post('/auth/forgot-password', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'If an account exists for that address, we have sent a code to reset its password.',
    });
    expect(shop.mailer.sent.length).toBe(before);
  });

  it('does the same work for a known and an unknown address: one job, no mail until the worker runs it', async () => {
    const known = await registerVerified();
    await shop.takeMail();
    const jobsBefore = await queuedAccountCodes();
    for (const email of [known.email, 'nobody.else@example.com']) {
      // Straight through inject: the harness's `call` would run the worker after the answer.
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email },
      });
      expect(response.statusCode).toBe(200);
      expect(shop.mailer.sent).toEqual([]);
    }
    expect((await queuedAccountCodes()).slice(jobsBefore.length)).toEqual([
      { email: known.email, purpose: 'reset' },
      { email: 'nobody.else@example.com', purpose: 'reset' },
    ]);
    // The worker makes and mails the code for the account only.
    expect((await shop.takeMail()).map((mail) => mail.to)).toEqual([known.email]);
  });

  it('refuses a wrong, expired or verification code at verify-reset', async () => {
    const shopper = newShopperForm();
    await post('/auth/register', shopper);
    const verifyCode = lastMailTo(shopper.email).code;
    await post('/auth/forgot-password', { email: shopper.email });
    const resetCode = lastMailTo(shopper.email).code;
    if (verifyCode !== resetCode) {
      expect((await post('/auth/verify-reset', { email: shopper.email, code: verifyCode })).statusCode).toBe(
        422,
      );
    }
    advance(CODE_LIFETIME_MINUTES * MINUTE + 1);
    const expired = await post('/auth/verify-reset', { email: shopper.email, code: resetCode });
    expect(expired.json().errors).toEqual({ code: ['The code has expired. Request a new code.'] });
  });

  it('a reset token expires after 15 minutes, and proves the mailbox (the address counts as verified)', async () => {
    const shopper = newShopperForm();
    await post('/auth/register', shopper);
    await post('/auth/forgot-password', { email: shopper.email });
    const token = (
      await post('/auth/verify-reset', { email: shopper.email, code: lastMailTo(shopper.email).code })
    ).json().data.reset_token;
    const body = {
      email: shopper.email,
      reset_token: token,
      password: 'new-pass',
      password_confirmation: 'new-pass',
    };
    advance(15 * MINUTE + 1000);
    expect((await post('/auth/password-reset', body)).statusCode).toBe(422);

    await post('/auth/forgot-password', { email: shopper.email });
    const fresh = (
      await post('/auth/verify-reset', { email: shopper.email, code: lastMailTo(shopper.email).code })
    ).json().data.reset_token;
    expect((await post('/auth/password-reset', { ...body, reset_token: fresh })).statusCode).toBe(200);
    expect((await post('/auth/login', { email: shopper.email, password: 'new-pass' })).statusCode).toBe(200);
  });

  it('answers 422 with messages for a malformed reset', async () => {
    const response = await post('/auth/password-reset', {
      email: 'a@b.co',
      password: '123',
      password_confirmation: '1234567',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      reset_token: ['The reset token is required'],
      password: ['required'],
    });
  });
});
