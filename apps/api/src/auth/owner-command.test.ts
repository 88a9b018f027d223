import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUpShopper } from '../testing/shoppers';
import { COMMAND_ADMIN_TOKEN, useServerCommand } from '../testing/server-command';
import { TEST_PASSWORD_COST, useTestApp } from '../testing/test-app';
import { USAGE, parseArgs, runOwnerCommand } from './owner-command';

const shop = useTestApp({ adminToken: COMMAND_ADMIN_TOKEN });
const command = useServerCommand(shop, runOwnerCommand, { passwordCost: TEST_PASSWORD_COST });
const run = command.run;

async function signIn(email: string, password: string) {
  const login = await shop.call('POST', '/auth/login', undefined, { email, password });
  if (login.statusCode !== 200) return { status: login.statusCode, role: undefined };
  const token = (login.json() as { data: { access_token: string } }).data.access_token;
  const profile = await shop.call('GET', '/auth/profile', token);
  return {
    status: 200,
    ...(
      profile.json() as {
        data: { role: string; name: string; last_name: string; email_verified_at: string | null };
      }
    ).data,
  };
}

const newEmail = () => `owner.${randomUUID()}@okofarm.ng`;

describe('npm run owner:create -- <email> <password> [first name] [last name]', () => {
  it('refuses missing or bad arguments with the registration form’s messages, and exits 1', async () => {
    expect(parseArgs([])).toBe(USAGE);
    expect(parseArgs(['ada@okofarm.ng'])).toBe(USAGE);
    expect(parseArgs(['a', 'b', 'c', 'd', 'e'])).toBe(USAGE);
    expect(parseArgs(['not-an-address', 'long-enough'])).toBe(`e-mail: Invalid email address\n${USAGE}`);
    expect(parseArgs(['ada@okofarm.ng', 'short'])).toBe(
      `password: The password must be at least 6 characters\n${USAGE}`,
    );
    expect(parseArgs(['ada@okofarm.ng', 'long-enough', 'Al', 'Ob'])).toBe(
      `first name: First Name field is required\nlast name: Last Name field is required\n${USAGE}`,
    );
    expect(parseArgs(['Ada@OkoFarm.ng', 'long-enough'])).toEqual({
      email: 'ada@okofarm.ng',
      password: 'long-enough',
    });
    const result = await run(['not-an-address', 'long-enough']);
    expect(result.code).toBe(1);
    expect(result.opened).toBe(0);
    expect(result.err[0]).toMatch(/^e-mail: Invalid email address/);
  });

  it('creates a verified owner through the running server, who signs in with role owner', async () => {
    const email = newEmail();
    const result = await run([email, 'farm-gate-2026', 'Ada', 'Obiora']);
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.opened).toBe(0);
    expect(result.out).toEqual([
      `Created the owner account ${email} (Ada Obiora), verified, through the server at ${command.serverUrl}. Sign in at /auth/login; the back office is at /admin.`,
    ]);
    const owner = await signIn(email, 'farm-gate-2026');
    expect(owner).toMatchObject({
      status: 200,
      role: 'owner',
      name: 'Ada',
      last_name: 'Obiora',
      email_verified_at: expect.any(String) as string,
    });
  });

  it('makes an existing shopper the owner, sets the password, keeps the names, ends other sessions', async () => {
    const shopper = await signUpShopper(shop);
    expect((await shop.call('GET', '/auth/profile', shopper.token)).json()).toMatchObject({
      data: { role: 'shopper' },
    });
    const result = await run([shopper.email.toUpperCase(), 'a-new-passphrase']);
    expect(result.code).toBe(0);
    expect(result.out).toEqual([
      `Made ${shopper.email} (Adaeze Okafor) the owner (was shopper) and set its password, through the server at ${command.serverUrl}; its other sessions ended.`,
    ]);
    expect((await shop.call('GET', '/auth/profile', shopper.token)).statusCode).toBe(401);
    expect((await signIn(shopper.email, shopper.password)).status).toBe(422);
    expect(await signIn(shopper.email, 'a-new-passphrase')).toMatchObject({
      role: 'owner',
      name: 'Adaeze',
      last_name: 'Okafor',
    });
  });

  it('opens the database itself only when no server answers', async () => {
    const email = newEmail();
    const result = await run([email, 'farm-gate-2026'], { serverUrl: command.deadUrl });
    expect(result.code).toBe(0);
    expect(result.opened).toBe(1);
    expect(result.out[0]).toBe(
      `Created the owner account ${email} (Shop Owner), verified, in the test database. Sign in at /auth/login; the back office is at /admin.`,
    );
    expect(await signIn(email, 'farm-gate-2026')).toMatchObject({ role: 'owner' });

    const nothing = await run([newEmail(), 'farm-gate-2026'], {
      serverUrl: undefined,
      openDirect: async () =>
        'No shop database in /nowhere/db and no server at 127.0.0.1:3000: check DATA_DIR and PORT.',
    });
    expect(nothing.code).toBe(1);
    expect(nothing.err).toEqual([
      'No shop database in /nowhere/db and no server at 127.0.0.1:3000: check DATA_DIR and PORT.',
    ]);
  });

  it('says so when the server does not take the token, without opening the database', async () => {
    for (const adminToken of ['not-the-token', undefined]) {
      const result = await run([newEmail(), 'farm-gate-2026'], { adminToken });
      expect(result.code).toBe(1);
      expect(result.opened).toBe(0);
      expect(result.err[0]).toMatch(/did not accept the admin token of this DATA_DIR/);
    }
  });
});
