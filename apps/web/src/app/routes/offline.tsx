import { Offline } from '@/components/errors/offline';

/** Decision 030: the page the service worker saves at install and shows for a page not saved, offline. */
export default function OfflineRoute() {
  return <Offline />;
}
