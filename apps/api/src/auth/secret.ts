// The keys an instance makes for itself when the environment gives none: the key that signs access tokens
// (without JWT_SECRET) and the owner's token for `npm run owner:create` (admin-token.ts). Made once, by whichever
// instance starts first, and kept so a restart keeps shoppers signed in (issue 30, decision 028):
// - on PostgreSQL (DATABASE_URL), rows of server_secrets: every instance reads the same, and a new machine
//   starts on an empty DATA_DIR without copying a file;
// - on the embedded database, files in DATA_DIR (mode 600): it is one process's database, and the command reads
//   the token file to call the running server.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

export type SecretName = 'jwt-secret' | 'admin-token';

export interface Secrets {
  /** The named secret, made now if there is none yet. */
  get(name: SecretName): Promise<string>;
}

/** A stored value shorter than this is not one we made (an empty or truncated file): it is replaced. */
const MIN_LENGTH = 32;
const generate = (name: SecretName) => randomBytes(name === 'jwt-secret' ? 48 : 32).toString('base64url');

export function folderSecrets(dir: string): Secrets {
  return {
    async get(name) {
      const file = join(dir, name);
      try {
        const stored = (await readFile(file, 'utf8')).trim();
        if (stored.length >= MIN_LENGTH) return stored;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      const secret = generate(name);
      await mkdir(dir, { recursive: true });
      await writeFile(file, `${secret}\n`, { mode: 0o600 });
      return secret;
    },
  };
}

export function databaseSecrets(db: Database): Secrets {
  return {
    async get(name) {
      // Instances starting at once each offer one; the first insert wins and every one reads that.
      await db
        .insert(serverSecrets)
        .values({ name, value: generate(name) })
        .onConflictDoNothing();
      const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
      return row!.value;
    },
  };
}

/** JWT_SECRET when set (the same on every instance), otherwise the stored one. */
export async function loadJwtSecret(fromEnv: string | undefined, secrets: Secrets): Promise<Uint8Array> {
  return new TextEncoder().encode(fromEnv ?? (await secrets.get('jwt-secret')));
}
