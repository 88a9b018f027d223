import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import clsx from 'clsx';
import { Fragment, useState, type ReactNode } from 'react';
import type { Page } from '@oko/shared/schemas/api';
import { NoEntriesFound } from '@/components/ui/data-table';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { ContentLayout } from '@/components/layout/content-layout';
import { useNotifications } from '@/lib/notifications';
import { useBackOffice } from '../hooks/use-back-office';
import { inputClass } from './styles';

// Small pieces every back-office page uses.

export function Loading() {
  return (
    <div className="flex justify-center p-8">
      <Spinner />
    </div>
  );
}

/**
 * An owner's page (settings, staff, categories …): for staff, opened from a link, the page says whose it is
 * instead of showing forms the API would refuse (issue 23); nothing of it is asked for.
 */
export function OwnerOnly({ title, children }: { title: string; children: ReactNode }) {
  const { owner } = useBackOffice();
  if (owner) return children;
  return (
    <ContentLayout title={title}>
      <p className="rounded-lg border border-stone-200 bg-white p-4 text-sm text-stone-700">
        {ADMIN_MESSAGES.ownerOnly} Ask the owner if something here needs changing.
      </p>
    </ContentLayout>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <p className="text-sm text-red-800">{getErrorMessage(error)}</p>
      <Button onClick={onRetry} variant="secondary" size="sm">
        Try again
      </Button>
    </div>
  );
}

/** A query's answer: the spinner, the error with "Try again", or what `children` draws of its data. */
export function QueryResult<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

/**
 * A list page's answer to its paged query: the spinner, the error with "Try again", "No Entries Found", or the
 * entries above the pages: drawn all at once by `children` (a table), or each as a card of a list by `entry`.
 */
export function PagedResult<Entry extends { id: number }>({
  query,
  onPageChange,
  children,
  entry,
}: {
  query: UseQueryResult<Page<Entry>>;
  onPageChange: (page: number) => void;
} & (
  | { children: (entries: Entry[]) => ReactNode; entry?: never }
  | { entry: (entry: Entry) => ReactNode; children?: never }
)) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { data, meta } = query.data;
  if (data.length === 0) return <NoEntriesFound />;
  return (
    <div className="flex flex-col gap-4">
      {children ? (
        children(data)
      ) : (
        <ul className="flex flex-col gap-3">
          {data.map((item) => (
            <Fragment key={item.id}>{entry(item)}</Fragment>
          ))}
        </ul>
      )}
      <PaginationBar
        page={meta.current_page}
        perPage={meta.per_page}
        total={meta.total}
        onPageChange={onPageChange}
      />
    </div>
  );
}

/** A list page's filter: its label above a select of every choice, "All …" (the empty value) first. */
export function FilterSelect({
  label,
  value,
  all,
  options,
  onChange,
  className,
}: {
  label: string;
  value: string | number | undefined;
  /** The first choice, no filter: "All statuses". */
  all: string;
  options: readonly { value: string | number; label: string }[];
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <label className={clsx('flex flex-col gap-1 text-sm font-medium text-stone-700', className)}>
      {label}
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value)} className={inputClass}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A select's choices: `none` (the empty value) first when given, then each entry by its name. */
export function NamedOptions({
  none,
  entries,
}: {
  none?: string;
  entries: readonly { id: number; name: string }[];
}) {
  return (
    <>
      {none && <option value="">{none}</option>}
      {entries.map((entry) => (
        <option key={entry.id} value={entry.id}>
          {entry.name}
        </option>
      ))}
    </>
  );
}

/** A recorded change in a list: what changed, then who changed it (none: the shop itself) and when. */
export function ChangeRow({
  by,
  at,
  className,
  children,
}: {
  by: { name: string } | null;
  at: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <li className={clsx('flex flex-wrap justify-between gap-x-4', className)}>
      <span className="text-stone-900">{children}</span>
      <span className="text-stone-600">
        {by?.name ?? 'The shop'} · {formatDateTime(at)}
      </span>
    </li>
  );
}

export function Card({
  title,
  children,
  className,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={clsx('rounded-lg border border-stone-200 bg-white p-4', className)}
    >
      {title && <h2 className="mb-3 text-base font-semibold text-stone-900">{title}</h2>}
      {children}
    </section>
  );
}

/** A list page's search box: it starts with the search the URL holds and hands on the trimmed text. */
export function SearchForm({
  label,
  placeholder,
  initial,
  onSearch,
  className,
}: {
  label: string;
  placeholder: string;
  initial: string;
  onSearch: (search: string) => void;
  className?: string;
}) {
  const [search, setSearch] = useState(initial);
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim());
      }}
      className={clsx('flex items-end gap-2', className)}
    >
      <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-stone-700">
        Search
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={placeholder}
          className={inputClass}
        />
      </label>
      <Button type="submit" variant="secondary" size="sm">
        Search
      </Button>
    </form>
  );
}

/**
 * A list entry's "Remove" that asks first, saying what removing it does (`warning`), then removes it with `remove`
 * and says so (`removed`), or why not.
 */
export function RemoveEntry({
  name,
  warning,
  removed,
  remove,
}: {
  name: string;
  warning: string;
  removed: string;
  remove: UseMutationResult<unknown, Error, void>;
}) {
  const notify = useNotifications((state) => state.addNotification);
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button onClick={() => setConfirming(true)} variant="danger" size="sm">
        Remove
      </Button>
    );
  }
  return (
    <div role="alertdialog" aria-label={`Remove ${name}?`} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-red-900">
        Remove {name}? {warning}
      </span>
      <Button
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(undefined, {
            onSuccess: () => notify({ type: 'success', title: removed }),
            onError: (error) =>
              notify({ type: 'error', title: 'Not removed', message: getErrorMessage(error) }),
          })
        }
        variant="danger"
        size="sm"
      >
        Yes, remove
      </Button>
      <Button onClick={() => setConfirming(false)} variant="secondary" size="sm">
        Keep it
      </Button>
    </div>
  );
}
