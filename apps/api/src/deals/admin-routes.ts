// The owner's discount codes under /api/v1/admin (issue 28, decision 031); staff 403.
import {
  createDiscountCodeSchema,
  discountCodeSchema,
  updateDiscountCodeSchema,
} from '@oko/shared/schemas/admin-deals';
import { DEAL_MESSAGES } from '@oko/shared/schemas/deals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backOfficeRoutes } from '../auth/back-office';
import { adminRows } from '../auth/back-office-rows';
import * as codes from './admin-service';

const dealRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeRoutes(app, 'owner');

  const discountCodes = adminRows(app, '/admin/discount-codes', discountCodeSchema, 'codeId');

  discountCodes.list(
    'Every discount code, newest first, with its live uses and the naira they took off',
    codes.listDiscountCodes,
  );
  discountCodes.add({
    summary: 'Make a discount code: a percent or a naira amount off the subtotal, within its limits',
    description:
      '`code`: 3–32 letters and digits, unique whatever the case (kept in capitals). `kind`: `percent` (`value` a whole 1–100) or `amount` (`value` naira). Limits, each optional: `min_subtotal` (naira, of the whole subtotal), `starts_at`/`ends_at` (ISO 8601 with offset; Lagos is +01:00), `max_uses`, `once_per_shopper`, `category_ids` (then only those categories’ lines count).',
    body: createDiscountCodeSchema,
    message: DEAL_MESSAGES.created,
    write: codes.createDiscountCode,
  });
  discountCodes.edit({
    summary: 'Pause or resume a code (`active`), end it (`ends_at`), or change any limit (null clears one)',
    body: updateDiscountCodeSchema,
    message: DEAL_MESSAGES.saved,
    write: codes.editDiscountCode,
  });
};

export default dealRoutes;
