import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Suspense, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { MainErrorFallback } from '@/components/errors/main-error-fallback';
import { Notifications } from '@/components/ui/notifications';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { createPersistOptions, createQueryClient } from '@/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [persistOptions] = useState(() => createPersistOptions());

  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <ErrorBoundary fallback={<MainErrorFallback />}>
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
          <Notifications />
          {children}
        </PersistQueryClientProvider>
      </ErrorBoundary>
    </Suspense>
  );
}
