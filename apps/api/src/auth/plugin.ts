// The accounts' shared parts, at the app's root so every domain can use them: `app.auth` (the context of the
// services) and `app.authenticate`, the preHandler of every protected path. Without a valid bearer token (bad,
// expired, or of a session that logout or a password reset ended) it answers 401 `{message: "Unauthenticated."}`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from './queries';
import { type AuthContext, type AuthOptions, createAuthContext } from './context';
import { authenticateToken, MESSAGES } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthContext;
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
  interface FastifyRequest {
    /** The signed-in shopper; set by `app.authenticate`, null elsewhere. */
    user: UserRow | null;
    /** The session (refresh token row) the access token belongs to. */
    sessionId: number | null;
  }
}

/** The signed-in user of a request that passed `app.authenticate`. */
export function signedIn(request: FastifyRequest): { user: UserRow; sessionId: number } {
  if (!request.user || request.sessionId === null) throw new Error('route is missing app.authenticate');
  return { user: request.user, sessionId: request.sessionId };
}

const BEARER = /^Bearer\s+(\S+)$/i;

export default fp<AuthOptions>(
  async (app, options) => {
    const auth = createAuthContext(app.db, options);
    app.decorate('auth', auth);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const session = token ? await authenticateToken(auth, token) : null;
      if (!session) {
        await reply.code(401).send({ message: MESSAGES.unauthenticated });
        return reply;
      }
      request.user = session.user;
      request.sessionId = session.sessionId;
    });
  },
  { name: 'auth' },
);
