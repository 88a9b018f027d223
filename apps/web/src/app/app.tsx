import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** The storefront in the browser; `queryClient` holds the server's data when it hydrates a rendered page. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  );
}
