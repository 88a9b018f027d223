// Spec section 4, "Quantity stepper (checkout)", as pure rules; spec section 9: the minimum is 1, the maximum
// the unit's available quantity.

export const MIN_QUANTITY = 1;

/** A row's stepper: the quantity shown and whether the "Limit Reached" warning has been shown at the max. */
export type StepperState = { quantity: number; limitWarned: boolean };

/** Minus is disabled at 1 or less. */
export const canStepDown = (state: StepperState) => state.quantity > MIN_QUANTITY;

/** Plus is disabled once the warning was shown, until the quantity drops below the max. */
export const canStepUp = (state: StepperState, max: number) => !(state.limitWarned && state.quantity >= max);

/**
 * Plus: one more below the max. At or above it, the quantity stays and the warning shows, once (`warn`); the
 * state then disables plus.
 */
export function stepUp(state: StepperState, max: number): { state: StepperState; warn: boolean } {
  if (state.quantity < max) return { state: { ...state, quantity: state.quantity + 1 }, warn: false };
  if (state.limitWarned) return { state, warn: false };
  return { state: { ...state, limitWarned: true }, warn: true };
}

/** Minus: one less, never below 1; below the max the warning may show again. */
export function stepDown(state: StepperState, max: number): StepperState {
  if (!canStepDown(state)) return state;
  const quantity = state.quantity - 1;
  return { quantity, limitWarned: state.limitWarned && quantity >= max };
}

export const LIMIT_REACHED = {
  title: 'Limit Reached',
  message: 'You have reached the maximum available quantity for this product.',
} as const;
