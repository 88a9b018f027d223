// The owner's command route under /api/v1/admin (issue 13): `npm run owner:create` (owner-command.ts) asks the
// running server with the token of DATA_DIR/admin-token, not a signed-in account.
import { dataEnvelope } from '@oko/shared/schemas/api';
import { ownerAccountSchema } from '@oko/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminTokenGuard } from './admin-token';
import { createOwner } from './owner';
import { bearer, errors } from './back-office-schemas';

export interface OwnerRoutesOptions {
  /** The owner's token of DATA_DIR/admin-token, for the command routes; none: those answer 404. */
  adminToken?: string;
}

/** What `npm run owner:create` did, and to which account. */
const ownerResultSchema = z.object({
  action: z.enum(['created', 'promoted']),
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    last_name: z.string(),
    previous_role: z.string().nullable(),
  }),
});

const ownerRoutes: FastifyPluginAsyncZod<OwnerRoutesOptions> = async (app, options) => {
  app.post(
    '/admin/owner',
    {
      onRequest: adminTokenGuard(options.adminToken),
      schema: {
        tags: ['admin'],
        security: bearer,
        summary:
          'npm run owner:create: create the verified owner, or make an account the owner (the token of DATA_DIR/admin-token)',
        body: ownerAccountSchema,
        response: { 200: dataEnvelope(ownerResultSchema), ...errors },
      },
    },
    async (request) => ({
      data: await createOwner(app.db, request.body, { passwordCost: app.auth.passwordCost }),
    }),
  );
};

export default ownerRoutes;
