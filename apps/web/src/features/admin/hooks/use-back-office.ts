import { useOutletContext } from 'react-router';

/** What the back office's frame (routes/admin/root.tsx) tells its pages: is the account the owner's? */
export type BackOfficeContext = { owner: boolean };

/**
 * Staff see only what they may do (issue 23): the pages ask this before offering an owner's field or form, so
 * nothing on screen is saved into a 403.
 */
export const useBackOffice = () => useOutletContext<BackOfficeContext>();
