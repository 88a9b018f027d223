import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { folderMailer } from './mailer';
import { passwordResetMail, verificationMail } from './templates';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('folderMailer (no SMTP_URL)', () => {
  it('writes each mail as JSON under the folder, in order, and logs its path', async () => {
    dir = mkdtempSync(join(tmpdir(), 'oko-mail-'));
    const mailDir = join(dir, 'mail');
    const log = { info: vi.fn() };
    const mailer = folderMailer(mailDir, log, () => new Date('2026-03-01T09:00:00Z'));
    await mailer.send(verificationMail('ada@example.com', 'Ada', '042137'));
    await mailer.send(passwordResetMail('ada@example.com', 'Ada <b>', '990001'));

    const files = readdirSync(mailDir);
    expect(files).toEqual([
      '2026-03-01T09-00-00.000Z-0001-ada@example.com.json',
      '2026-03-01T09-00-00.000Z-0002-ada@example.com.json',
    ]);
    const first = JSON.parse(readFileSync(join(mailDir, files[0]!), 'utf8'));
    expect(first).toMatchObject({ to: 'ada@example.com', from: '"Oko Farm" <no-reply@okofarm.ng>' });
    expect(first.subject).toBe('Oko Farm: your verification code is 042137');
    expect(first.text).toContain('Your code: 042137');
    expect(first.html).toContain('>042137</p>');
    expect(log.info).toHaveBeenCalledWith('Mail written to a file (no SMTP_URL)');
    expect(JSON.stringify(log.info.mock.calls)).not.toMatch(/ada@example\.com|042137/);
    // The mail holds a live code: readable by the shop's user only.
    expect(statSync(join(mailDir, files[0]!)).mode & 0o777).toBe(0o600);

    const second = JSON.parse(readFileSync(join(mailDir, files[1]!), 'utf8'));
    expect(second.html).toContain('Hello Ada &#60;b&#62;,');
    expect(second.text).toContain('reset your password');
  });
});
