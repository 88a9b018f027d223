// The back office's API under /api/v1/admin (issue 13, decision 017). Every call but the owner's command route
// is for a signed-in account of the back office (guard.ts): staff reach orders and stock, the owner everything.
// Bodies and answers are the shared schemas of @oko/shared/schemas/admin, so the admin pages say the same words.
import { dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import { ownerAccountSchema } from '@oko/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminTokenGuard } from '../orders/admin-token';
import { createOwner } from './owner';

export interface AdminRoutesOptions {
  /** The owner's token of DATA_DIR/admin-token, for the command routes; none: those answer 404. */
  adminToken?: string;
  /** The storefront's address, for links in order mail (APP_URL). */
  publicUrl?: string;
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};
const bearer = [{ bearerAuth: [] }];

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

const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
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

export default adminRoutes;
