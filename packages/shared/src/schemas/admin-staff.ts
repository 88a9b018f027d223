import { z } from 'zod';
import { dataEnvelope } from './api';
import { MAX_LENGTH } from '../constants';
import { loginSchema, newPassword, passwordsMatch, profileUpdateSchema } from './auth';
import { userSchema } from './auth-answers';
import { boundedText } from './text';

// The back office's staff accounts (owner; issue 13) and their invitations (issue 23).

/** How long an invitation's link works: a week, time to find the mail and a quiet moment. */
export const STAFF_INVITATION_DAYS = 7;

export const INVITATION_MESSAGES = {
  /** 404 / 422: unknown, used, replaced by a newer invitation, or expired. */
  invalid: 'This invitation link is not valid any more. Ask the shop owner to invite you again.',
  tokenRequired: 'The invitation link is incomplete. Open the link from the e-mail again.',
  accepted: 'Welcome to the team! Your password is set and you are signed in.',
} as const;

/**
 * `POST /admin/staff`: a new account (or an existing shopper's) becomes staff and is mailed an invitation: who
 * invited them, to which shop, and a link valid for STAFF_INVITATION_DAYS days where a new account chooses its
 * password and lands signed in. Inviting a staff member who never accepted sends a fresh link.
 */
export const inviteStaffSchema = z.object({
  email: loginSchema.shape.email,
  name: profileUpdateSchema.shape.name,
  last_name: profileUpdateSchema.shape.last_name,
});
export type InviteStaffInput = z.input<typeof inviteStaffSchema>;

export const staffAnswerSchema = dataEnvelope(z.array(userSchema));
export const staffMemberAnswerSchema = dataEnvelope(userSchema);

const invitationToken = boundedText(
  'invitation token',
  MAX_LENGTH.token,
  z.string({ error: INVITATION_MESSAGES.tokenRequired }).min(1, INVITATION_MESSAGES.tokenRequired),
);

/** `POST /auth/invitation`: the page of the invitation's link asks what it is. */
export const invitationTokenSchema = z.object({ token: invitationToken });

/** Who was invited, by whom, to which shop, until when (ISO 8601). */
export const invitationSchema = z.object({
  email: z.string(),
  name: z.string(),
  last_name: z.string(),
  /** The inviting owner's name; null when that account is gone. */
  invited_by: z.string().nullable(),
  shop_name: z.string(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationAnswerSchema = dataEnvelope(invitationSchema);

/** `POST /auth/accept-invitation`: the link's token and the password the new staff member chooses. */
export const acceptInvitationSchema = z
  .object({
    token: invitationToken,
    password: newPassword,
    password_confirmation: newPassword,
  })
  .refine((input) => input.password === input.password_confirmation, passwordsMatch);
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;
