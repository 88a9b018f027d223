// What the storefront adds once a page is up (provider.tsx loads it when the browser is first idle after the
// hydrating render; never on the first load, decision 025's budget): the toast stack, and the watch of the connection (decision 030), which needs
// the page's query client to refresh the page when the signal returns.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Notifications } from '@/components/ui/notifications';
import { watchConnection } from './offline';

export default function AfterHydration() {
  const queryClient = useQueryClient();
  useEffect(() => watchConnection(queryClient), [queryClient]);
  return <Notifications />;
}
