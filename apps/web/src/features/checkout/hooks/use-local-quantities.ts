import { useCallback, useState } from 'react';
import { type CartLine, lineKey } from '@/lib/cart-lines';
import { useNotifications } from '@/lib/notifications';
import { canStepDown, canStepUp, LIMIT_REACHED, type StepperState, stepDown, stepUp } from '../stepper';

/** A local edit: the quantity the shopper set (until the server has it) and the stepper's warning flag. */
type LocalEdit = { quantity?: number; limitWarned: boolean };

/**
 * Spec section 4: edited quantities are held locally per product and unit until the server is updated (on blur
 * or with the row's update button). The lines come back with the quantities as the shopper sees them.
 */
export function useLocalQuantities(serverLines: readonly CartLine[]) {
  const [edits, setEdits] = useState<Record<string, LocalEdit>>({});
  const addNotification = useNotifications((state) => state.addNotification);

  const stateOf = useCallback(
    (line: CartLine): StepperState => {
      const edit = edits[lineKey(line)];
      return { quantity: edit?.quantity ?? line.quantity, limitWarned: edit?.limitWarned ?? false };
    },
    [edits],
  );

  const lines = serverLines.map((line) => ({ ...line, quantity: stateOf(line).quantity }));

  const increment = (line: CartLine) => {
    const { state, warn } = stepUp(stateOf(line), line.max);
    if (warn) addNotification({ type: 'warning', ...LIMIT_REACHED });
    setEdits((current) => ({ ...current, [lineKey(line)]: state }));
  };

  const decrement = (line: CartLine) => {
    setEdits((current) => ({ ...current, [lineKey(line)]: stepDown(stateOf(line), line.max) }));
  };

  /**
   * The server now holds `line.quantity`: show the server's again (the warning flag stays), unless the shopper
   * has stepped on since.
   */
  const settle = (line: CartLine) =>
    setEdits((current) => {
      const edit = current[lineKey(line)];
      if (!edit || edit.quantity !== line.quantity) return current;
      return { ...current, [lineKey(line)]: { limitWarned: edit.limitWarned } };
    });

  /** The line left the cart. */
  const forget = (line: CartLine) =>
    setEdits((current) => {
      const { [lineKey(line)]: _removed, ...rest } = current;
      return rest;
    });

  return {
    lines,
    increment,
    decrement,
    settle,
    forget,
    /** Forget every edit, e.g. when the server's cart changed under the shopper (stock ran out). */
    reset: () => setEdits({}),
    /** The shopper changed the quantity and the server does not have it yet. */
    isEdited: (line: CartLine) => {
      const quantity = edits[lineKey(line)]?.quantity;
      return (
        quantity !== undefined &&
        quantity !== serverLines.find((entry) => lineKey(entry) === lineKey(line))?.quantity
      );
    },
    canStepDown: (line: CartLine) => canStepDown(stateOf(line)),
    canStepUp: (line: CartLine) => canStepUp(stateOf(line), line.max),
  };
}
