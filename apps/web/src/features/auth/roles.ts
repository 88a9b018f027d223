import { isBackOfficeRole } from '@oko/shared/schemas/admin';
import type { User } from '@oko/shared/schemas/auth';

/** Issue 13: staff and the owner run the shop from the back office; a shopper (or a guest) may not. */
export const canUseBackOffice = (user: User | null | undefined) =>
  user ? isBackOfficeRole(user.role) : false;
