// The back office's staff accounts (auth/admin-routes.ts): invite, list, remove; the invitation's link
// (auth/invitation-routes.ts).
// On PGlite, and on PostgreSQL with DATABASE_URL.
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { INVITATION_MESSAGES } from '@oko/shared/schemas/admin-staff';
import { errorBodySchema } from '@oko/shared/schemas/api';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, staffInvitations } from '../db/schema';
import { type Mail } from '../mail/mailer';
import { useBackOfficeTestbed } from '../testing/back-office';
import { signUpShopper } from '../testing/shoppers';
import { sha256 } from './tokens';

const office = useBackOfficeTestbed();
const { bed, tokens, ids, newProduct, lastAudit } = office;

describe('staff', () => {
  it('invites a new staff member by a link that sets a password and signs them in; they reach orders, not products', async () => {
    const email = `packer.${Date.now()}@okofarm.ng`;
    const invited = await bed.call('POST', '/admin/staff', tokens.owner, {
      email,
      name: 'Musa',
      last_name: 'Bello',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      message: `${email} was mailed an invitation, valid for 7 days.`,
      data: { email, role: 'staff', email_verified_at: null },
    });
    // A real invitation, sent as a job: who invited them, to which shop, a link valid for days; no reset code.
    const mail = queuedMailTo(email);
    expect(mail.subject).toBe('Adaeze Okafor invited you to Oko Farm');
    expect(mail.text).toContain('Hello Musa,');
    expect(mail.text).toContain(
      "Adaeze Okafor invited you to run Oko Farm's online shop with them: orders and stock, in the back office.",
    );
    expect(mail.text).toContain('The link works for 7 days and only once.');
    expect(mail.text).not.toMatch(/code|reset/i);
    expect(mail.html).toContain('Choose your password</a>');
    // The one mail to them: no code went out beside it.
    expect(bed.mailer.sent.filter((sent) => sent.to === email)).toEqual([mail]);
    const token = invitationToken(mail.text);

    const shown = await bed.call('POST', '/auth/invitation', undefined, { token });
    expect(shown.statusCode).toBe(200);
    const invitation = (shown.json() as { data: { expires_at: string } }).data;
    expect(invitation).toMatchObject({
      email,
      name: 'Musa',
      last_name: 'Bello',
      invited_by: 'Adaeze Okafor',
      shop_name: 'Oko Farm',
    });
    const days = (Date.parse(invitation.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const mismatch = await bed.call('POST', '/auth/accept-invitation', undefined, {
      token,
      password: 'packing-day',
      password_confirmation: 'packing-night',
    });
    expect(mismatch.statusCode).toBe(422);
    const accepted = await bed.call('POST', '/auth/accept-invitation', undefined, {
      token,
      password: 'packing-day',
      password_confirmation: 'packing-day',
    });
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json() as {
      message: string;
      data: {
        access_token: string;
        refresh_token: string;
        user: { role: string; email_verified_at: string };
      };
    };
    expect(session.message).toBe(INVITATION_MESSAGES.accepted);
    expect(session.data.user).toMatchObject({ email, role: 'staff', email_verified_at: expect.any(String) });
    const signedIn = session.data.access_token;
    expect((await bed.call('GET', '/admin/orders', signedIn)).statusCode).toBe(200);
    expect((await bed.call('POST', '/admin/products', signedIn, newProduct())).statusCode).toBe(403);
    expect(await lastAuditOf('staff.add')).toMatchObject({ userId: ids.owner, after: { role: 'staff' } });

    // Once: the link is used up.
    const twice = await bed.call('POST', '/auth/accept-invitation', undefined, {
      token,
      password: 'someone-else',
      password_confirmation: 'someone-else',
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toEqual({
      message: INVITATION_MESSAGES.invalid,
      errors: { token: [INVITATION_MESSAGES.invalid] },
    });
    const gone = await bed.call('POST', '/auth/invitation', undefined, { token });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: INVITATION_MESSAGES.invalid });
    const login = await bed.call('POST', '/auth/login', undefined, { email, password: 'packing-day' });
    expect(login.statusCode).toBe(200);

    const listed = await bed.call('GET', '/admin/staff', tokens.owner);
    expect((listed.json() as { data: { email: string; role: string }[] }).data).toContainEqual(
      expect.objectContaining({ email, role: 'staff' }),
    );
    const again = await bed.call('POST', '/admin/staff', tokens.owner, {
      email,
      name: 'Musa',
      last_name: 'Bello',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { email: [ADMIN_MESSAGES.alreadyBackOffice] } });

    const userId = (invited.json() as { data: { id: number } }).data.id;
    const removed = await bed.call('DELETE', `/admin/staff/${userId}`, tokens.owner);
    expect(removed.json()).toMatchObject({ message: 'Staff member removed.', data: { role: 'shopper' } });
    expect((await bed.call('GET', '/admin/orders', signedIn)).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({ action: 'staff.remove', entityId: userId });
  });

  it('links the page the shop is reached on, and a link stops working when expired, replaced or removed', async () => {
    const email = `rider.${Date.now()}@okofarm.ng`;
    const body = { email, name: 'Tunde', last_name: 'Ade' };
    const invite = async () => {
      const response = await bed.call('POST', '/admin/staff', tokens.owner, body, {
        host: 'shop.example.ng',
      });
      expect(response.statusCode).toBe(201);
      const mail = queuedMailTo(email);
      expect(mail.text).toMatch(/http:\/\/shop\.example\.ng\/admin\/invitation#token=[\w-]{43}\n/);
      return invitationToken(mail.text);
    };
    const shows = async (token: string) =>
      (await bed.call('POST', '/auth/invitation', undefined, { token })).statusCode;
    const first = await invite();
    expect(await shows(first)).toBe(200);
    // Not accepted yet: inviting again sends a fresh link, and the older one stops working.
    const second = await invite();
    expect(second).not.toBe(first);
    expect(await shows(first)).toBe(404);
    expect(await shows(second)).toBe(200);
    expect(await lastAuditOf('staff.invite_again')).toMatchObject({ userId: ids.owner });

    await bed.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.tokenHash, sha256(second)));
    expect(await shows(second)).toBe(404);
    const late = await bed.call('POST', '/auth/accept-invitation', undefined, {
      token: second,
      password: 'too-late-now',
      password_confirmation: 'too-late-now',
    });
    expect(late.statusCode).toBe(422);

    const third = await invite();
    expect(await shows(third)).toBe(200);
    const userId = (
      (await bed.call('GET', '/admin/staff', tokens.owner)).json() as {
        data: { id: number; email: string }[];
      }
    ).data.find((member) => member.email === email)!.id;
    expect((await bed.call('DELETE', `/admin/staff/${userId}`, tokens.owner)).statusCode).toBe(200);
    expect(await shows(third)).toBe(404);

    for (const token of ['', 'x'.repeat(3000)]) {
      const refused = await bed.call('POST', '/auth/invitation', undefined, { token });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(errorBodySchema.parse(refused.json()).errors ?? {})).toEqual(['token']);
    }
    expect(
      (await bed.call('POST', '/auth/invitation', undefined, { token: 'no-such-token' })).statusCode,
    ).toBe(404);
  });

  it('makes an existing shopper staff at once, mailed who invited them; the owner cannot be removed', async () => {
    const shopper = await signUpShopper(bed);
    const mails = bed.mailer.sent.length;
    const made = await bed.call('POST', '/admin/staff', tokens.owner, {
      email: shopper.email,
      name: 'Ignored',
      last_name: 'Names',
    });
    expect(made.json()).toMatchObject({
      message: `${shopper.email} is now staff and was mailed about it.`,
      data: { name: 'Adaeze' },
    });
    // No code and no link: the account has its password; the one mail says who invited them and where to go.
    expect(bed.mailer.sent.slice(mails).map((sent) => sent.subject)).toEqual([
      'Adaeze Okafor invited you to Oko Farm',
    ]);
    const mail = queuedMailTo(shopper.email);
    expect(mail.subject).toBe('Adaeze Okafor invited you to Oko Farm');
    expect(mail.text).toContain(
      'Sign in with your usual e-mail and password, then open Back office from the menu:',
    );
    expect(mail.text).toMatch(/\/admin\n/);
    expect(mail.text).not.toContain('#token=');
    expect((await bed.call('GET', '/admin/pick-list', shopper.token)).statusCode).toBe(200);

    const owner = await bed.call('DELETE', `/admin/staff/${ids.owner}`, tokens.owner);
    expect(owner.statusCode).toBe(422);
    expect(owner.json()).toEqual({ message: ADMIN_MESSAGES.notStaff });
    expect((await bed.call('DELETE', `/admin/staff/${ids.shopper}`, tokens.owner)).statusCode).toBe(404);
    const bad = await bed.call('POST', '/admin/staff', tokens.owner, {
      email: 'nope',
      name: 'Al',
      last_name: '',
    });
    expect(Object.keys(errorBodySchema.parse(bad.json()).errors ?? {})).toEqual([
      'email',
      'name',
      'last_name',
    ]);
  });
});

/** The newest mail sent to `to` (the invitation's job ran after the answer, as the server's worker runs it). */
function queuedMailTo(to: string): Mail {
  const mail = bed.mailer.sent.filter((sent) => sent.to === to).at(-1);
  expect(mail, `a mail sent to ${to}`).toBeDefined();
  return mail!;
}

/** The token of the invitation's link in a mail's text. */
function invitationToken(text: string): string {
  const token = /\/admin\/invitation#token=([\w-]+)/.exec(text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

const lastAuditOf = async (action: string) =>
  (
    await bed.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];
