import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-field';
import type { ApiForm } from '@/lib/api-form';

export type AccountFormProps<Values extends FieldValues> = {
  form: ApiForm<Values>;
  /** The submit button's words. */
  submit: string;
  /** The form's name for screen readers, where the page holds more than it. */
  label?: string;
  /** Above the form-wide message: what the form is for. */
  lead?: ReactNode;
  /** Below the submit button: the links and buttons that lead on. */
  after?: ReactNode;
  children: ReactNode;
};

/**
 * An account form (spec section 5): the server's message for the form as a whole first, the fields, one submit
 * button that shows it is busy, then the ways on.
 */
export function AccountForm<Values extends FieldValues>({
  form,
  submit,
  label,
  lead,
  after,
  children,
}: AccountFormProps<Values>) {
  return (
    <form aria-label={label} noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4">
      {lead}
      <FormError message={form.formError} />
      {children}
      <Button type="submit" pending={form.formState.isSubmitting}>
        {submit}
      </Button>
      {after}
    </form>
  );
}
