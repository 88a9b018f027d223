import clsx from 'clsx';
import { forwardRef, useId, type InputHTMLAttributes } from 'react';

export type FormFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Spec section 5: field errors are shown in red under the input. */
  error?: string;
};

/** A labelled input with its error message underneath, tied to it for screen readers. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, className, id, ...input },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx(
          'rounded-md border bg-white px-3 py-2 text-stone-900 shadow-sm focus:outline-2 focus:outline-green-700',
          error ? 'border-red-500' : 'border-stone-300',
          className,
        )}
        {...input}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
});

/** A phone number's box: the phone's keypad, and the browser offers the user's own number unless told `off`. */
export const PhoneField = forwardRef<HTMLInputElement, FormFieldProps>(function PhoneField(props, ref) {
  return <FormField ref={ref} type="tel" inputMode="tel" autoComplete="tel" {...props} />;
});

/** A form-wide message (what the server said when no single field is to blame). */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  );
}
