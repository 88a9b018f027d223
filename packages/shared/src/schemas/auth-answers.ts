import { z } from 'zod/mini';
import { dataEnvelope } from './api';

// The answers of the account calls (DESIGN.md "Accounts"): the API's response schemas, and what the storefront
// parses each answer with. Calls that only report what they did answer `messageAnswerSchema` (./api.ts). Apart
// from the form schemas of ./auth.ts, so reading the profile loads none of the forms' rules and messages; in
// `zod/mini`, as every answer a page's first request parses (decision 019).

/**
 * Who an account is to the shop (issue 13): every registered account is a `shopper`; `staff` run orders and
 * stock in the back office; the `owner` runs everything (made by `npm run owner:create`).
 */
export const USER_ROLES = ['shopper', 'staff', 'owner'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The account as the API shows it (spec section 3 shows no fields; these are what the pages need). */
export const userSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  email_verified_at: z.nullable(z.string()),
  created_at: z.string(),
  role: z.enum(USER_ROLES),
  /** The number riders call (issue 13): "+234" and 10 digits, or null when the shopper gave none. */
  phone: z.nullable(z.string()),
  /** Order news by WhatsApp / SMS to `phone` (issue 41); e-mail is always on for receipts. */
  notify: z.optional(z.object({ whatsapp: z.boolean(), sms: z.boolean() })),
});
export type User = z.infer<typeof userSchema>;

/** `GET` and `PATCH /auth/profile`. */
export const profileAnswerSchema = dataEnvelope(userSchema);

/** `POST /auth/register` (201) and `POST /auth/verify`: the account, and a message saying what comes next. */
export const userAnswerSchema = dataEnvelope(z.object({ user: userSchema }));

/** `POST /auth/login`. */
export const loginAnswerSchema = dataEnvelope(
  z.object({ user: userSchema, access_token: z.string(), refresh_token: z.string() }),
);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** `POST /auth/refresh-token`. */
export const refreshAnswerSchema = dataEnvelope(z.object({ access_token: z.string() }));

/** `POST /auth/verify-reset`: the short-lived token that lets `POST /auth/password-reset` set a new password. */
export const verifyResetAnswerSchema = dataEnvelope(z.object({ reset_token: z.string() }));
