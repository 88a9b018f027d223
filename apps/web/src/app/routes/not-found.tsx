import { NotFound } from '@/components/errors/not-found';
import type { Prefetch } from '@/lib/prefetch';

/** Decision 016: nothing to fetch; the server answers the page with a 404 status. */
export const prefetch: Prefetch = () => Promise.resolve(404);

export default function NotFoundRoute() {
  return <NotFound />;
}
