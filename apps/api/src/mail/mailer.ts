// Outgoing mail behind one small interface. With SMTP_URL the mail goes out over SMTP (nodemailer); without it
// each mail is written to DATA_DIR/mail/ as JSON (to, subject, text, html) and its path logged, so a person, and
// an end-to-end test, can read the code. The tests of the API use the memory mailer and read what it kept.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BRAND } from '@oko/shared/constants';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailLog {
  info(message: string): void;
}

export const MAIL_FROM = `"${BRAND}" <no-reply@okofarm.ng>`;

export function smtpMailer(smtpUrl: string, from = MAIL_FROM): Mailer {
  // Imported here, not at the top: a shop without SMTP_URL never needs it, and every start paid for it.
  const transport = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport(smtpUrl),
  );
  return {
    async send(mail) {
      await (await transport).sendMail({ from, ...mail });
    },
  };
}

/** Files named `<time>-<recipient>.json`, so `ls` lists them in the order they were sent. */
export function folderMailer(dir: string, log: MailLog, now: () => Date = () => new Date()): Mailer {
  let sequence = 0;
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = now().toISOString().replaceAll(':', '-');
      sequence += 1;
      const safeTo = mail.to.replace(/[^a-z0-9@._+-]/gi, '_');
      const path = join(dir, `${stamp}-${String(sequence).padStart(4, '0')}-${safeTo}.json`);
      // Written beside its name, then renamed: whoever reads the folder sees a whole mail or none (an end-to-end
      // test polling for a code once read a half-written file).
      const partial = `${path}.partial`;
      await writeFile(
        partial,
        `${JSON.stringify({ from: MAIL_FROM, date: now().toISOString(), ...mail }, null, 2)}\n`,
        // A mail holds a live code: only the shop's own user may read it.
        { mode: 0o600 },
      );
      await rename(partial, path);
      // The file's name says who it is for and its subject holds the code: the log names neither.
      log.info('Mail written to a file (no SMTP_URL)');
    },
  };
}

/**
 * Keeps every mail in `sent`; the default of the app when no mailer is given (tests). With `down` set, every send
 * fails with it, as an SMTP server that cannot be reached.
 */
export function memoryMailer(): Mailer & { sent: Mail[]; down: Error | null } {
  const mailer = {
    sent: [] as Mail[],
    down: null as Error | null,
    async send(mail: Mail) {
      if (mailer.down) throw mailer.down;
      mailer.sent.push(mail);
    },
  };
  return mailer;
}
