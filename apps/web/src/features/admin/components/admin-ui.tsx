import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-errors';
import { inputClass, secondaryButton } from './styles';

// Small pieces every back-office page uses.

export function Loading() {
  return (
    <div className="flex justify-center p-8">
      <Spinner />
    </div>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <p className="text-sm text-red-800">{getErrorMessage(error)}</p>
      <button type="button" onClick={onRetry} className={secondaryButton}>
        Try again
      </button>
    </div>
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
      <button type="submit" className={secondaryButton}>
        Search
      </button>
    </form>
  );
}
