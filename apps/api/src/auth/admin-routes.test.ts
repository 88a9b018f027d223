// The back office's staff accounts (auth/admin-routes.ts): invite, list, remove.
// On PGlite, and on PostgreSQL with DATABASE_URL.
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { errorBodySchema } from '@oko/shared/schemas/api';
import { describe, expect, it } from 'vitest';
import { useBackOfficeTestbed } from '../testing/back-office';
import { mailedCode, signUpShopper } from '../testing/shoppers';

const office = useBackOfficeTestbed();
const { bed, tokens, ids, newProduct, lastAudit } = office;

describe('staff', () => {
  it('invites a new staff member, who sets a password with the mailed code and reaches orders, not products', async () => {
    const email = `packer.${Date.now()}@okofarm.ng`;
    const invited = await bed.call('POST', '/admin/staff', tokens.owner, {
      email,
      name: 'Musa',
      last_name: 'Bello',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      message: `${email} was mailed a code to choose a password.`,
      data: { email, role: 'staff', email_verified_at: null },
    });
    const code = mailedCode(bed, email);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await bed.call('POST', '/auth/verify-reset', undefined, { email, code });
    const resetToken = (verified.json() as { data: { reset_token: string } }).data.reset_token;
    const reset = await bed.call('POST', '/auth/password-reset', undefined, {
      email,
      reset_token: resetToken,
      password: 'packing-day',
      password_confirmation: 'packing-day',
    });
    expect(reset.statusCode).toBe(200);
    const login = await bed.call('POST', '/auth/login', undefined, { email, password: 'packing-day' });
    expect(login.statusCode).toBe(200);
    const token = (login.json() as { data: { access_token: string } }).data.access_token;
    expect((await bed.call('GET', '/admin/orders', token)).statusCode).toBe(200);
    expect((await bed.call('POST', '/admin/products', token, newProduct())).statusCode).toBe(403);

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
    expect((await bed.call('GET', '/admin/orders', token)).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({ action: 'staff.remove', entityId: userId });
  });

  it('makes an existing shopper staff without a mail; the owner cannot be removed', async () => {
    const shopper = await signUpShopper(bed);
    const mails = bed.mailer.sent.length;
    const made = await bed.call('POST', '/admin/staff', tokens.owner, {
      email: shopper.email,
      name: 'Ignored',
      last_name: 'Names',
    });
    expect(made.json()).toMatchObject({
      message: `${shopper.email} is now staff.`,
      data: { name: 'Adaeze' },
    });
    expect(bed.mailer.sent.length).toBe(mails);
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
