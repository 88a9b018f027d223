import { create } from 'zustand';

/**
 * True from a successful logout until the login page shows. Meanwhile the page being left has no user, and its
 * guard must not send the shopper to login with a redirectTo back to it: logout is already on its way there.
 */
export const useSigningOut = create<{ signingOut: boolean }>(() => ({ signingOut: false }));
