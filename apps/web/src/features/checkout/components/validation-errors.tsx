import { useEffect, useId, useRef } from 'react';
import type { ValidationError } from '../order-payload';

/**
 * Spec section 2: the order's problems above the form, each with its field's name. Keyed by the Confirms, so each
 * Confirm that leaves problems brings the list on screen again.
 */
export function ValidationErrors({ errors }: { errors: ValidationError[] }) {
  const titleId = useId();
  const list = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  // On a phone the list sits above the form the shopper just pressed Confirm at: bring it on screen.
  useEffect(() => {
    if (shown) list.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);
  if (errors.length === 0) return null;
  return (
    <div
      ref={list}
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
