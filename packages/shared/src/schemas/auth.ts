import { z } from 'zod';
import { MAX_LENGTH, MIN_LENGTH } from '../constants';
import { NOTIFY_MESSAGES, optionalPhoneSchema } from './phone';
import { TEXT_MESSAGES, boundedText } from './text';

// Messages are the spec's (section 5), word for word; the storefront forms and the API both use these. The
// maxima and their messages are the API's (issue 11): the storefront's inputs stop at them, so a person never
// sees one.

/** A password is hashed, never stored: any character is fine, only its length is bounded. */
const password = (message: string) =>
  z
    .string({ error: message })
    .min(MIN_LENGTH.password, message)
    .max(MAX_LENGTH.password, TEXT_MESSAGES.tooLong('password', MAX_LENGTH.password));

/** An e-mail address longer than RFC 5321 allows is simply an invalid one. */
const email = (required: string) =>
  boundedText(
    'email',
    MAX_LENGTH.email,
    z.string({ error: required }).trim().min(MIN_LENGTH.email, required),
    'Invalid email address',
  )
    .email('Invalid email address')
    .transform((address) => address.toLowerCase());

export const loginSchema = z.object({
  email: email('Email is required'),
  password: password('password is required'),
});
export type LoginInput = z.input<typeof loginSchema>;

/** A person's name: "`label` field is required" when missing or shorter than `min`. */
const personName = (label: string, min: number, max: number) =>
  boundedText(
    label,
    max,
    z
      .string({ error: `${label} field is required` })
      .trim()
      .min(min, `${label} field is required`),
  );

const nameFields = {
  name: personName('First Name', MIN_LENGTH.name, MAX_LENGTH.name),
  last_name: personName('Last Name', MIN_LENGTH.lastName, MAX_LENGTH.lastName),
};

export const registerSchema = z
  .object({
    ...nameFields,
    email: email('Email field is required'),
    password: password('required'),
    password_confirmation: password('required'),
  })
  .refine((input) => input.password === input.password_confirmation, {
    error: 'passwords must match',
    path: ['password_confirmation'],
  });
export type RegisterInput = z.input<typeof registerSchema>;

/**
 * `npm run owner:create -- <email> <password> [first name] [last name]` (issue 13): registration's rules for
 * the e-mail address, password and names; the names may be left out: a new account is then "Shop Owner", an existing one keeps its names.
 */
export const ownerAccountSchema = z.object({
  email: email('Email field is required'),
  password: password('The password must be at least 6 characters'),
  name: nameFields.name.optional(),
  last_name: nameFields.last_name.optional(),
});
export type OwnerAccountInput = z.input<typeof ownerAccountSchema>;

// The rest of the account calls. The spec shows these forms' routes only (section 2); the e-mail field keeps
// the login form's messages, and the new fields say plainly what is wrong (DESIGN.md "Accounts").

const emailField = loginSchema.shape.email;
export const newPassword = password('required');
export const passwordsMatch = {
  error: 'passwords must match',
  path: ['password_confirmation'],
};
export const CODE_LENGTH = 6;

export const verifyCodeSchema = z.object({
  email: emailField,
  code: z
    .string({ error: 'The code is required' })
    .trim()
    .regex(/^\d{6}$/, `The code must be ${CODE_LENGTH} digits`),
});
export type VerifyCodeInput = z.input<typeof verifyCodeSchema>;

/** Resend the verification code, or ask for a password-reset code. */
export const emailOnlySchema = z.object({ email: emailField });
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;

export const passwordResetSchema = z
  .object({
    email: emailField,
    reset_token: boundedText(
      'reset token',
      MAX_LENGTH.token,
      z.string({ error: 'The reset token is required' }).min(1, 'The reset token is required'),
    ),
    password: newPassword,
    password_confirmation: newPassword,
  })
  .refine((input) => input.password === input.password_confirmation, passwordsMatch);
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

export const refreshTokenSchema = z.object({
  refresh_token: boundedText(
    'refresh token',
    MAX_LENGTH.token,
    z.string({ error: 'No refresh token available' }).min(1, 'No refresh token available'),
  ),
});

/**
 * Names as at registration; `phone` (issue 13) left out: unchanged, empty or null: removed; `notify` (issue 41): the
 * channels of order news, each left out unchanged.
 */
export const profileUpdateSchema = z.object({
  ...nameFields,
  phone: optionalPhoneSchema,
  notify: z
    .object({
      whatsapp: z.boolean({ error: NOTIFY_MESSAGES.notBoolean }).optional(),
      sms: z.boolean({ error: NOTIFY_MESSAGES.notBoolean }).optional(),
    })
    .optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: 'The current password is required' })
      .min(1, 'The current password is required')
      .max(MAX_LENGTH.password, TEXT_MESSAGES.tooLong('current password', MAX_LENGTH.password)),
    password: newPassword,
    password_confirmation: newPassword,
  })
  .refine((input) => input.password === input.password_confirmation, passwordsMatch);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
