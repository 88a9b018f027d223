import { Link } from 'react-router';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { ContentLayout } from '@/components/layout/content-layout';
import { Spinner } from '@/components/ui/spinner';
import { isNotFound } from '@/lib/api-errors';

/**
 * A catalogue page (a category, a product) before its entry can show: loading (no `error`), not found, with the
 * way to the list, or failed.
 */
export function EntryNotShown({
  title,
  error,
  list,
}: {
  /** "Category", "Product". */
  title: string;
  error?: unknown;
  list: { href: string; label: string };
}) {
  if (error === undefined || !isNotFound(error)) {
    return (
      <ContentLayout title={title}>
        {error === undefined ? <Spinner size="lg" /> : <ErrorFallback />}
      </ContentLayout>
    );
  }
  const missing = `This ${title.toLowerCase()} does not exist.`;
  return (
    <ContentLayout title={`${title} not found`} meta={{ description: missing, noindex: true }}>
      <p className="text-stone-700">
        {missing}{' '}
        <Link to={list.href} className="font-medium text-green-800 underline">
          {list.label}
        </Link>
      </p>
    </ContentLayout>
  );
}
