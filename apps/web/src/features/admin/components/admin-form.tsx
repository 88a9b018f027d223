import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormError } from '@/components/ui/form-field';
import type { ApiForm } from '@/lib/api-form';

/**
 * A back-office form: named for screen readers, checked by the shared schema rather than the browser, and the
 * API's form-wide message last, across the row (`errorClassName`: `sm:col-span-2` for a two-column grid).
 */
export function AdminForm<Values extends FieldValues>({
  form,
  label,
  className = 'grid gap-3 sm:grid-cols-2',
  errorClassName = 'sm:col-span-2',
  children,
}: {
  form: ApiForm<Values>;
  label: string;
  className?: string;
  errorClassName?: string;
  children: ReactNode;
}) {
  return (
    <form aria-label={label} noValidate onSubmit={form.onSubmit} className={className}>
      {children}
      {form.formError && (
        <div className={errorClassName}>
          <FormError message={form.formError} />
        </div>
      )}
    </form>
  );
}
