import clsx from 'clsx';
import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paginationLinks } from '@/lib/pagination';

export type PaginationLinksProps = {
  rootUrl: string;
  currentPage: number;
  totalPages: number;
};

const itemClass = 'inline-flex min-w-9 items-center justify-center rounded-md px-3 py-1.5 text-sm';

/** Spec section 2, "Paginated link list". */
export function PaginationLinks({ rootUrl, currentPage, totalPages }: PaginationLinksProps) {
  return (
    <nav aria-label="Pages">
      <ul className="flex flex-wrap items-center gap-1">
        {paginationLinks(rootUrl, currentPage, totalPages).map((link) => (
          <li key={link.kind === 'ellipsis' ? `ellipsis-${link.key}` : `${link.kind}-${link.page}`}>
            {link.kind === 'previous' && (
              <Link
                to={link.href}
                aria-label="Previous page"
                className={clsx(itemClass, 'text-stone-700 hover:bg-green-50')}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                Previous
              </Link>
            )}
            {link.kind === 'ellipsis' && (
              <span aria-hidden="true" className={clsx(itemClass, 'text-stone-500')}>
                …
              </span>
            )}
            {link.kind === 'page' && (
              <Link
                to={link.href}
                aria-current={link.current ? 'page' : undefined}
                className={clsx(
                  itemClass,
                  link.current
                    ? 'bg-green-700 font-semibold text-white'
                    : 'border border-stone-200 text-stone-700 hover:bg-green-50',
                )}
              >
                {link.page}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
