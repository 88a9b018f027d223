import type { ReactNode } from 'react';
import type { PaymentMethod } from '@oko/shared/constants';
import { ALL_PAYMENT_METHODS } from '@oko/shared/payment-methods';
import { DEAL_MESSAGES } from '@oko/shared/schemas/deals';
import { ORDER_MESSAGES } from '@oko/shared/schemas/order';
import { SelectField } from '@/components/ui/select-field';

export type PaymentMethodFieldProps = {
  value: PaymentMethod | '';
  onChange: (method: PaymentMethod | '') => void;
  /** Paying ahead's percent off (decision 031), said under the select; null: the shop gives none. */
  payAheadPercent: number | null;
  /** False when the shop takes no cards: Cards stays listed, disabled, with a note. */
  cardsAvailable: boolean;
  cardsNote?: ReactNode;
  /** Shown once Cards is chosen: how long the order waits for its payment. */
  cardsChosenNote?: ReactNode;
  /** Methods not offered (issue 39). */
  hiddenMethods: readonly PaymentMethod[];
};

/** Spec section 2: the checkout's "Payment Method" select. */
export function PaymentMethodField({
  value,
  onChange,
  payAheadPercent,
  cardsAvailable,
  cardsNote,
  cardsChosenNote,
  hiddenMethods,
}: PaymentMethodFieldProps) {
  return (
    <SelectField
      label="Payment Method"
      value={value}
      onChange={(event) => onChange(event.target.value as PaymentMethod | '')}
      hint={
        cardsAvailable ? (
          <>
            {payAheadPercent && <>{DEAL_MESSAGES.payAhead(payAheadPercent)}. </>}
            {cardsNote}
            {value === 'cards' && cardsChosenNote && <> {cardsChosenNote}</>}
          </>
        ) : (
          <>
            {payAheadPercent && <>{DEAL_MESSAGES.payAhead(payAheadPercent)}. </>}
            {ORDER_MESSAGES.cardsUnavailable}
          </>
        )
      }
    >
      <option value="">Select payment method</option>
      {ALL_PAYMENT_METHODS.filter((method) => !hiddenMethods.includes(method.value)).map((method) => (
        <option
          key={method.value}
          value={method.value}
          disabled={method.value === 'cards' && !cardsAvailable}
        >
          {method.label}
        </option>
      ))}
    </SelectField>
  );
}
