import type { FocusEvent } from 'react';
import { focusRing } from '@/components/ui/focus-ring';

export type QuantityStepperProps = {
  /** What the buttons name, e.g. "Yam tubers (1 tuber)". */
  label: string;
  quantity: number;
  canStepDown: boolean;
  canStepUp: boolean;
  onStepDown: () => void;
  onStepUp: () => void;
  /** Focus left the stepper (spec section 4: the server is updated on blur). */
  onBlur: () => void;
};

const buttonClass = `flex size-8 items-center justify-center rounded-md border border-stone-300 bg-white text-lg leading-none hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40 ${focusRing}`;

/** Minus or plus, named for screen readers by what it does to which product. */
function StepButton({
  name,
  ...button
}: {
  name: string;
  disabled: boolean;
  onClick: () => void;
  children: string;
}) {
  return <button type="button" className={buttonClass} aria-label={name} {...button} />;
}

/** Minus, quantity, plus. Moving between its own buttons is not a blur of the stepper. */
export function QuantityStepper({
  label,
  quantity,
  canStepDown,
  canStepUp,
  onStepDown,
  onStepUp,
  onBlur,
}: QuantityStepperProps) {
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur();
  };
  return (
    <div
      role="group"
      aria-label={`Quantity stepper of ${label}`}
      className="flex items-center gap-2"
      onBlur={handleBlur}
    >
      <StepButton name={`One less ${label}`} disabled={!canStepDown} onClick={onStepDown}>
        −
      </StepButton>
      <output
        aria-label={`Quantity of ${label}`}
        aria-live="polite"
        className="min-w-8 text-center tabular-nums"
      >
        {quantity}
      </output>
      <StepButton name={`One more ${label}`} disabled={!canStepUp} onClick={onStepUp}>
        +
      </StepButton>
    </div>
  );
}
