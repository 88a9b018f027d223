import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './routes';

/** The storefront's routes at the current location (decision 021: React Router's declarative mode). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Navigations are not transitions (decision 021): the address changes at once, so the page must too. A page whose
 * chunk is still loading then shows the full-screen spinner, never the previous page under the new address.
 */
export function AppRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
