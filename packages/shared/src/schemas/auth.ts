import { z } from 'zod';
import { MIN_LENGTH } from '../constants';

// Messages are the spec's (section 5), word for word; the storefront forms and the API both use these.

export const loginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(MIN_LENGTH.email, 'Email is required')
    .email('Invalid email address')
    .transform((email) => email.toLowerCase()),
  password: z.string({ error: 'password is required' }).min(MIN_LENGTH.password, 'password is required'),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: z
      .string({ error: 'First Name field is required' })
      .trim()
      .min(MIN_LENGTH.name, 'First Name field is required'),
    last_name: z
      .string({ error: 'Last Name field is required' })
      .trim()
      .min(MIN_LENGTH.lastName, 'Last Name field is required'),
    email: z
      .string({ error: 'Email field is required' })
      .trim()
      .min(MIN_LENGTH.email, 'Email field is required')
      .email('Invalid email address')
      .transform((email) => email.toLowerCase()),
    password: z.string({ error: 'required' }).min(MIN_LENGTH.password, 'required'),
    password_confirmation: z.string({ error: 'required' }).min(MIN_LENGTH.password, 'required'),
  })
  .refine((input) => input.password === input.password_confirmation, {
    error: 'passwords must match',
    path: ['password_confirmation'],
  });
export type RegisterInput = z.input<typeof registerSchema>;
