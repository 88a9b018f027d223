// Accounts of the back office for tests: a shopper signed up and signed in, then given a role in the database (as
// `npm run owner:create` or the owner's invitation would).
import type { UserRole } from '@oko/shared/schemas/auth-answers';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { signUpShopper } from './shoppers';
import type { TestApp } from './test-app';

export async function backOfficeAccount(
  testApp: TestApp,
  role: UserRole,
): Promise<{ token: string; userId: number }> {
  const account = await signUpShopper(testApp);
  await testApp.database.db.update(users).set({ role }).where(eq(users.id, account.userId));
  return account;
}
