// What every call of the back office's API under /api/v1/admin shares (issue 13, decision 017). Every call but the
// owner's command route is for a signed-in account of the back office (back-office.ts): staff reach orders and
// stock, the owner everything. Bodies and answers are the shared schemas of @oko/shared/schemas/admin-<domain>,
// so the admin pages say the same words.
import { errorBodySchema } from '@oko/shared/schemas/api';

export const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};
export const bearer = [{ bearerAuth: [] }];
export const tags = ['admin'];
