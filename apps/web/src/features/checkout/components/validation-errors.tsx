import { useId } from 'react';
import type { ValidationError } from '../order-payload';

/** Spec section 2: the order's problems above the form, each with its field's name. */
export function ValidationErrors({ errors }: { errors: ValidationError[] }) {
  const titleId = useId();
  if (errors.length === 0) return null;
  return (
    <div
      role="alert"
      aria-labelledby={titleId}
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-700"
    >
      <p id={titleId} className="font-semibold">
        Validation Errors:
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {errors.map((error, index) => (
          <li key={`${error.field}-${index}`}>
            <span className="font-medium">{error.field}</span>: {error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
