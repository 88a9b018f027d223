import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './routes';

/** The storefront's routes at the current location (decision 021: React Router's declarative mode). */
export function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
