import type { User } from '@oko/shared/schemas/auth-answers';

/**
 * Issue 13: staff and the owner run the shop from the back office; a shopper (or a guest) may not. The same
 * rule as `isBackOfficeRole` of `@oko/shared/schemas/admin`, written out here because the shop's header asks
 * it on every page, and importing that module would put the back office's schemas in every shopper's first load.
 */
export const canUseBackOffice = (user: User | null | undefined) =>
  user?.role === 'staff' || user?.role === 'owner';

/** The owner runs everything; staff only orders and stock (issue 13). */
export const isShopOwner = (user: User | null | undefined) => user?.role === 'owner';
