import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { ErrorBoundary } from './error-boundary';
import { paths } from '@/config/paths';
import { DocumentTitle } from '@/components/seo/page-meta';
import { useStorefrontRuns } from '@/lib/storefront-runs';

function responseMessage(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return '';
}

/**
 * Spec section 2: a route's errors show the generic error page in its place; the next navigation renders the route
 * again (decision 021).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary resetKey={key} fallback={(error) => <RouteError error={error} />}>
      {children}
    </ErrorBoundary>
  );
}

/** Spec section 2: the generic error page of a route. */
export function RouteError({ error }: { error: unknown }) {
  useStorefrontRuns();
  return (
    <>
      <DocumentTitle title="Error" />
      <RouteErrorMessage error={error} />
    </>
  );
}

function RouteErrorMessage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error)) {
    return (
      <section role="alert" className="mx-auto flex max-w-3xl flex-col gap-2 px-4 py-12">
        <h1 className="text-3xl font-bold text-stone-900">{error.status}</h1>
        <p className="text-lg text-stone-700">{error.statusText}</p>
        {responseMessage(error.data) && <p className="text-stone-600">{responseMessage(error.data)}</p>}
      </section>
    );
  }

  if (error instanceof Error) {
    return (
      <section role="alert" className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-12">
        <h1 className="text-3xl font-bold text-stone-900">Error</h1>
        <p className="text-stone-700">{error.message}</p>
        {error.stack && (
          <pre className="overflow-x-auto rounded-md bg-stone-100 p-4 text-xs text-stone-700">
            {error.stack}
          </pre>
        )}
        <Link to={paths.home.getHref()} className="font-medium text-green-800 underline hover:text-green-900">
          Back to Homepage
        </Link>
      </section>
    );
  }

  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-stone-900">Unknown Error</h1>
    </section>
  );
}
