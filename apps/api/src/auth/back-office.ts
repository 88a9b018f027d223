// Who may call the back office (decision 017): a signed-in account whose role is allowed, checked on every
// request from the database row `app.authenticate` read, so a role taken away counts at once. Without a valid
// token 401 (as every protected path); a shopper 403; staff on an owner's call 403.
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import type { UserRole } from '@oko/shared/schemas/auth-answers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearer, errors, tags } from './back-office-schemas';
import { signedIn } from './plugin';

export type Access = 'staff' | 'owner';

const ALLOWED: Record<Access, readonly UserRole[]> = {
  /** Orders and stock. */
  staff: ['staff', 'owner'],
  /** Everything else: catalog, prices, settings, the audit log. */
  owner: ['owner'],
};

/** The `onRequest` hooks of a back-office route open to `access`. */
export function backOffice(app: FastifyInstance, access: Access) {
  return [
    app.authenticate,
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { role } = signedIn(request).user;
      if (ALLOWED[access].includes(role)) return;
      const message = role === 'shopper' ? ADMIN_MESSAGES.notBackOffice : ADMIN_MESSAGES.ownerOnly;
      await reply.code(403).send({ message });
      return reply;
    },
  ];
}

/**
 * Opens every route the calling plugin declares after it to `access` only: the guard runs before each request,
 * and each route is described as the back office's (its tag, the bearer token, the error answers) beside its
 * own summary and schemas. A plugin holds the back office's routes of one audience; call this first in it.
 */
export function backOfficeRoutes(app: FastifyInstance, access: Access) {
  for (const hook of backOffice(app, access)) app.addHook('onRequest', hook);
  app.addHook('onRoute', (route) => {
    const { response, ...schema } = route.schema ?? {};
    route.schema = { tags, security: bearer, ...schema, response: { ...(response as object), ...errors } };
  });
}

/** Who made a back-office change, for its audit entry (signed in: after `backOffice`'s hooks). */
export function actorOf(request: FastifyRequest) {
  const { user } = signedIn(request);
  return { userId: user.id, role: user.role, name: user.name };
}
