// Issue 24, item 2: one process per embedded database. A second server on the same DATA_DIR exits at once, naming
// the folder and the process that holds it; a lock left by a killed process (or naming a process id that has
// since been reused) does not stop a restart; the owner's commands refuse clearly while the shop runs elsewhere.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runOwnerCommand, shopAccess } from '../auth/owner-command';
import { startApi } from './api-process';
import { DataDirLockedError, type LockHolder, lockDataDir, processStartTime } from '../db/data-dir-lock';

const root = mkdtempSync(join(tmpdir(), 'oko-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let folders = 0;
const newFolder = () => join(root, `db-${(folders += 1)}`);

/** A process that is not this one: `sleep`, alive until killed. */
async function otherProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  return child as ChildProcess & { pid: number };
}

const killed = (child: ChildProcess) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });

function writeLock(dir: string, holder: Partial<LockHolder> & { pid: number }) {
  const record: LockHolder = {
    startTime: processStartTime(holder.pid),
    host: hostname(),
    command: 'node apps/api/src/server.ts',
    since: '2026-01-05T08:00:00.000Z',
    ...holder,
  };
  writeFileSync(`${dir}.lock`, JSON.stringify(record));
}

const holderOf = (dir: string) => JSON.parse(readFileSync(`${dir}.lock`, 'utf8')) as LockHolder;

describe('the lock on the data folder', () => {
  it('is taken by a file that names this process, and released', () => {
    const dir = newFolder();
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({
      pid: process.pid,
      host: hostname(),
    });
    lock.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir).release();
  });

  it('is refused while another process holds it, naming the folder and that process', async () => {
    const dir = newFolder();
    const holder = await otherProcess();
    try {
      writeLock(dir, { pid: holder.pid });
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        `The database in ${dir} is in use by process ${holder.pid} (node apps/api/src/server.ts), running since ` +
          '2026-01-05T08:00:00.000Z. Only one process may open it: stop that one first, or give this one another ' +
          `DATA_DIR. (If that process is gone, delete ${dir}.lock.)`,
      );
    } finally {
      await killed(holder);
    }
    // Killed without a word: its lock no longer holds.
    const lock = lockDataDir(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    lock.release();
  });

  it('is taken over from a process id now used by another process, or by this one', async () => {
    const dir = newFolder();
    const reused = await otherProcess();
    try {
      writeLock(dir, { pid: reused.pid, startTime: '1' });
      const lock = lockDataDir(dir);
      expect(holderOf(dir)).toMatchObject({
        pid: process.pid,
        since: expect.not.stringMatching(/^2026-01-05/),
      });
      lock.release();
    } finally {
      await killed(reused);
    }
    // A container restarted after a kill often gets the process id its last run had.
    writeLock(dir, { pid: process.pid, startTime: processStartTime(process.pid) });
    const lock = lockDataDir(dir);
    expect(holderOf(dir).since).not.toBe('2026-01-05T08:00:00.000Z');
    lock.release();
  });
});

/** A port nobody listens on. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('two servers on one DATA_DIR', () => {
  it('the second exits at once with a clear message; after the first is killed, a restart serves', async () => {
    const dataDir = join(root, 'shop');
    const env = { DATABASE_URL: '', DATA_DIR: dataDir };
    const first = await startApi(await freePort(), '', { env });
    try {
      const second = startApi(await freePort(), '', { env });
      const refused = await second.then(
        () => 'served',
        (error: Error) => error.message,
      );
      expect(refused).toContain('the API exited (1) before it was ready');
      expect(refused).toContain(
        `The database in ${join(dataDir, 'db')} is in use by process ${first.child.pid}`,
      );

      // The owner's command finds no server on its PORT while the shop runs on another: it refuses.
      const access = await shopAccess({ ...process.env, ...env, PORT: String(await freePort()) });
      expect(await access.openDirect()).toBe(
        `No server answered at 127.0.0.1:${access.serverUrl?.split(':').at(-1)}, and the database in ` +
          `${join(dataDir, 'db')} is in use by process ${first.child.pid} (${
            JSON.parse(readFileSync(join(dataDir, 'db.lock'), 'utf8')).command
          }). Run the command with the PORT that server listens on.`,
      );
    } finally {
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
    }

    const restarted = await startApi(await freePort(), '', { env });
    const answer = await fetch(`${restarted.url}/get-setting`);
    expect(answer.status).toBe(200);
    // SIGTERM: closed cleanly (close-with-grace), the lock with the database.
    await restarted.stop();
    expect(restarted.exit).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);

    // Stopped: owner:create opens the database itself.
    const out: string[] = [];
    const err: string[] = [];
    const access = await shopAccess({ ...process.env, ...env, PORT: String(await freePort()) });
    const code = await runOwnerCommand(['ada@okofarm.ng', 'a long passphrase', 'Ada', 'Obi'], {
      ...access,
      passwordCost: 2 ** 12,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out[0]).toMatch(
      /^Created the owner account ada@okofarm\.ng \(Ada Obi\), verified, in .*\/shop\/db/,
    );
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
  }, 180_000);
});
