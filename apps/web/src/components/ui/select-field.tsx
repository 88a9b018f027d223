import clsx from 'clsx';
import { forwardRef, type ReactNode, type SelectHTMLAttributes, useId } from 'react';

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** The label is for screen readers only (the options say what the select is, e.g. "Page 2"). */
  hideLabel?: boolean;
  /** Spec section 5: field errors are shown in red under the input. */
  error?: string;
  /** A line under the select, e.g. why an option is disabled. */
  hint?: ReactNode;
  children: ReactNode;
};

/** The storefront's select: labelled, with its error (or hint) underneath, tied to it for screen readers. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hideLabel = false, error, hint, className, id, children, ...select },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const noteId = `${selectId}-note`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-stone-800'}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? noteId : undefined}
        className={clsx(
          'rounded-md border bg-white px-3 py-2 text-stone-900 shadow-sm focus:outline-2 focus:outline-green-700 disabled:bg-stone-100',
          error ? 'border-red-500' : 'border-stone-300',
          className,
        )}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p id={noteId} className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        hint && (
          <p id={noteId} className="text-xs text-stone-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
});
