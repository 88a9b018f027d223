import { type KeyboardEvent, useState } from 'react';
import { DEAL_MESSAGES } from '@oko/shared/schemas/deals';
import { FormField } from '@/components/ui/form-field';

export type DiscountCodeFieldProps = {
  /** The code applied (as the shopper typed it), or null. */
  applied: string | null;
  /** The code as the shop keeps it once checked, or undefined while checking or refused. */
  accepted?: string;
  /** Why the shop refused the applied code (the check's or the order's 422), if it did. */
  refusal?: string;
  checking: boolean;
  onApply: (code: string | null) => void;
};

/** Issue 28: the checkout's "Discount code" and its "Apply", below the Summary (inside the order form). */
export function DiscountCodeField({ applied, accepted, refusal, checking, onApply }: DiscountCodeFieldProps) {
  const [typed, setTyped] = useState(applied ?? '');
  const [empty, setEmpty] = useState(false);
  const apply = () => {
    const code = typed.trim();
    setEmpty(code === '');
    onApply(code === '' ? null : code);
  };
  // Enter applies the code rather than confirming the order around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <FormField
            label={DEAL_MESSAGES.field}
            value={typed}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
            error={empty ? DEAL_MESSAGES.codeRequired : refusal}
          />
        </div>
        <button
          type="button"
          onClick={apply}
          disabled={checking}
          aria-busy={checking || undefined}
          className="mt-6 rounded-md border border-green-700 px-4 py-2 font-semibold text-green-800 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 disabled:opacity-60"
        >
          {DEAL_MESSAGES.apply}
        </button>
      </div>
      {accepted && !refusal && (
        <p role="status" className="text-sm text-green-800">
          {DEAL_MESSAGES.applied} ({accepted})
        </p>
      )}
    </div>
  );
}
