// The owner's discount codes under /api/v1/admin (issue 28, decision 031); staff 403.
import {
  createDiscountCodeSchema,
  discountCodeSchema,
  updateDiscountCodeSchema,
} from '@oko/shared/schemas/admin-deals';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { DEAL_MESSAGES } from '@oko/shared/schemas/deals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, backOfficeRoutes } from '../auth/back-office';
import * as codes from './admin-service';

const codeParams = z.object({
  codeId: z.coerce
    .number({ error: 'codeId must be a whole number' })
    .int('codeId must be a whole number')
    .min(1, 'codeId must be at least 1'),
});

const dealRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeRoutes(app, 'owner');

  app.get(
    '/admin/discount-codes',
    {
      schema: {
        summary: 'Every discount code, newest first, with its live uses and the naira they took off',
        response: { 200: dataEnvelope(z.array(discountCodeSchema)) },
      },
    },
    async () => ({ data: await codes.listDiscountCodes(app.db) }),
  );

  app.post(
    '/admin/discount-codes',
    {
      schema: {
        summary: 'Make a discount code: a percent or a naira amount off the subtotal, within its limits',
        description:
          '`code`: 3–32 letters and digits, unique whatever the case (kept in capitals). `kind`: `percent` (`value` a whole 1–100) or `amount` (`value` naira). Limits, each optional: `min_subtotal` (naira, of the whole subtotal), `starts_at`/`ends_at` (ISO 8601 with offset; Lagos is +01:00), `max_uses`, `once_per_shopper`, `category_ids` (then only those categories’ lines count).',
        body: createDiscountCodeSchema,
        response: { 201: dataEnvelope(discountCodeSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await codes.createDiscountCode(app.db, actorOf(request), request.body),
        message: DEAL_MESSAGES.created,
      }),
  );

  app.patch(
    '/admin/discount-codes/:codeId',
    {
      schema: {
        summary:
          'Pause or resume a code (`active`), end it (`ends_at`), or change any limit (null clears one)',
        params: codeParams,
        body: updateDiscountCodeSchema,
        response: { 200: dataEnvelope(discountCodeSchema) },
      },
    },
    async (request) => ({
      data: await codes.editDiscountCode(app.db, actorOf(request), request.params.codeId, request.body),
      message: DEAL_MESSAGES.saved,
    }),
  );
};

export default dealRoutes;
