// The shop owner's token for `npm run owner:create`'s route (POST /api/v1/admin/owner). Generated once (secret.ts):
// into DATA_DIR/admin-token (mode 600) on the embedded database, where whoever can read the data directory is the
// owner and the command reads the same file to call the running server (decisions 006, 022); into the database
// on PostgreSQL, where the command opens the database itself and needs no token (decision 028).
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../plugins/errors';

const MIN_LENGTH = 32;

/** The stored token, or undefined when the file is missing or too short to be one. */
export async function readAdminToken(file: string): Promise<string | undefined> {
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    return stored.length >= MIN_LENGTH ? stored : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Compares in constant time (digests first, so lengths leak nothing either). */
export function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const BEARER = /^Bearer\s+(\S+)$/i;
export const ADMIN_TOKEN_MESSAGES = { badToken: 'Invalid admin token.' } as const;

/**
 * The `onRequest` hook of the owner's command route: the token of DATA_DIR/admin-token or 401; an app built
 * without one (tests) has no such route (404).
 */
export function adminTokenGuard(adminToken: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!adminToken) return sendNotFound(reply);
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !sameToken(token, adminToken)) {
      return reply.code(401).send({ message: ADMIN_TOKEN_MESSAGES.badToken });
    }
  };
}
