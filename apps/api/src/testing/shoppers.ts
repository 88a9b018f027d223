// Shoppers made the way a person makes one: register, read the 6-digit code from the mail, verify, sign in.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { expect } from 'vitest';
import type { Mail } from '../mail/mailer';
import type { TestApp } from './test-app';

export interface ShopperForm {
  name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export interface VerifiedShopper extends ShopperForm {
  userId: number;
}

export interface SignedInShopper extends VerifiedShopper {
  token: string;
  refreshToken: string;
}

/** The app and the mailer it sends account mail through. */
interface Shop {
  app: FastifyInstance;
  mailer: { sent: Mail[] };
}

/** Adaeze Okafor's registration form (password yam-and-egg), at an e-mail address no other test has used. */
export const newShopperForm = (): ShopperForm => ({
  name: 'Adaeze',
  last_name: 'Okafor',
  email: `shopper.${randomUUID()}@example.com`,
  password: 'yam-and-egg',
  password_confirmation: 'yam-and-egg',
});

/** The code in the last mail to `to`. */
export function mailedCode({ mailer }: Pick<Shop, 'mailer'>, to: string): string | undefined {
  return /Your code: (\d{6})/.exec(mailer.sent.filter((mail) => mail.to === to).at(-1)?.text ?? '')?.[1];
}

/** Registers `form` (a new one by default) from `remoteAddress` and verifies it with the mailed code. */
export async function registerVerifiedShopper(
  shop: Shop,
  { form = newShopperForm(), remoteAddress }: { form?: ShopperForm; remoteAddress?: string } = {},
): Promise<VerifiedShopper> {
  const post = (url: string, payload: object) =>
    shop.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress });
  const registered = await post('/auth/register', form);
  // The code's mail is a job: run it, as the server's worker would.
  await shop.app.jobs.runDue();
  expect(registered.statusCode).toBe(201);
  const verified = await post('/auth/verify', { email: form.email, code: mailedCode(shop, form.email) });
  expect(verified.statusCode).toBe(200);
  return { ...form, userId: (registered.json() as { data: { user: { id: number } } }).data.user.id };
}

/** A verified shopper, signed in: their bearer token and refresh token. */
export async function signUpShopper(
  shop: Shop,
  options: Parameters<typeof registerVerifiedShopper>[1] = {},
): Promise<SignedInShopper> {
  const shopper = await registerVerifiedShopper(shop, options);
  const login = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: shopper.email, password: shopper.password },
    remoteAddress: options.remoteAddress,
  });
  expect(login.statusCode).toBe(200);
  const { data } = login.json() as { data: { access_token: string; refresh_token: string } };
  return { ...shopper, token: data.access_token, refreshToken: data.refresh_token };
}

/** Each call, without a token and with one that is not a token, is answered 401 (a POST carries `postBody`). */
export async function expectSignInNeeded(
  call: TestApp['call'],
  calls: readonly (readonly [HTTPMethods, string])[],
  postBody: object = {},
): Promise<void> {
  for (const [method, url] of calls) {
    for (const token of [undefined, 'not-a-token']) {
      const response = await call(method, url, token, method === 'POST' ? postBody : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    }
  }
}
