import { z } from 'zod';

// Issue 13: every account is a `shopper`; `staff` and `owner` run the shop from the back office.
const withRole = z.object({ role: z.enum(['shopper', 'staff', 'owner']) });

/** Whether the signed-in account may open the back office. Anything without a known role is a shopper. */
export function canUseBackOffice(user: unknown): boolean {
  const parsed = withRole.safeParse(user);
  return parsed.success && parsed.data.role !== 'shopper';
}
