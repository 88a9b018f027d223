import { describe, expect, it } from 'vitest';
import { canStepDown, canStepUp, stepDown, stepUp } from './stepper';

const at = (quantity: number, limitWarned = false) => ({ quantity, limitWarned });

describe('checkout quantity stepper (spec section 4)', () => {
  it('disables minus at 1 or less and never goes below 1', () => {
    expect(canStepDown(at(2))).toBe(true);
    expect(canStepDown(at(1))).toBe(false);
    expect(canStepDown(at(0))).toBe(false);
    expect(stepDown(at(1), 5)).toEqual(at(1));
    expect(stepDown(at(3), 5)).toEqual(at(2));
  });

  it('steps up below the max without a warning', () => {
    expect(stepUp(at(2), 3)).toEqual({ state: at(3), warn: false });
    expect(canStepUp(at(3), 3)).toBe(true);
  });

  it('warns once at the max, then disables plus', () => {
    const first = stepUp(at(3), 3);
    expect(first).toEqual({ state: at(3, true), warn: true });
    expect(canStepUp(first.state, 3)).toBe(false);
    expect(stepUp(first.state, 3)).toEqual({ state: at(3, true), warn: false });
  });

  it('warns above the max too (stock fell under the cart)', () => {
    expect(stepUp(at(5), 2)).toEqual({ state: at(5, true), warn: true });
    expect(canStepUp(at(5, true), 2)).toBe(false);
    expect(stepUp(at(1), 0)).toEqual({ state: at(1, true), warn: true });
  });

  it('enables plus again once the quantity drops below the max', () => {
    const below = stepDown(at(3, true), 3);
    expect(below).toEqual(at(2));
    expect(canStepUp(below, 3)).toBe(true);
    // Still at or above the max after one less: plus stays disabled.
    expect(stepDown(at(5, true), 3)).toEqual(at(4, true));
  });
});
