import { z } from 'zod';
import { dataEnvelope } from './api';
import { loginSchema, profileUpdateSchema } from './auth';
import { userSchema } from './auth-answers';

// The back office's staff accounts (owner; issue 13).

/**
 * `POST /admin/staff`: a new account (or an existing shopper's) becomes staff. A new one is mailed a code to
 * choose its password (the reset code of "Forgot password"); an existing one keeps its password.
 */
export const inviteStaffSchema = z.object({
  email: loginSchema.shape.email,
  name: profileUpdateSchema.shape.name,
  last_name: profileUpdateSchema.shape.last_name,
});
export type InviteStaffInput = z.input<typeof inviteStaffSchema>;

export const staffAnswerSchema = dataEnvelope(z.array(userSchema));
export const staffMemberAnswerSchema = dataEnvelope(userSchema);
