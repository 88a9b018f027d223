// What every call of the back office's API under /api/v1/admin shares (issue 13, decision 017). Every call but the
// owner's command route is for a signed-in account of the back office (back-office.ts): staff reach orders and
// stock, the owner everything. Bodies and answers are the shared schemas of @oko/shared/schemas/admin-<domain>,
// so the admin pages say the same words.
import { errorAnswers } from '../api-docs';

export { bearer } from '../api-docs';
export const errors = errorAnswers(400, 401, 403, 404, 409, 422);
export const tags = ['admin'];
