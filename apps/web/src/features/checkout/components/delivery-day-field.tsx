import { formatWindow, timeLeft } from '@oko/shared/lagos-time';
import { DELIVERY_MESSAGES } from '@oko/shared/schemas/delivery';
import { SelectField } from '@/components/ui/select-field';
import type { DeliveryWindow } from '../api/get-delivery-windows';

export type DeliveryDayFieldProps = {
  windows: DeliveryWindow[] | undefined;
  loading: boolean;
  /** The window the order will name: the shopper's choice, or the soonest. */
  windowId: number | null;
  onChoose: (windowId: number) => void;
  /** A pick-up channel: its windows are collection times. */
  pickup: boolean;
  error?: string;
  now: Date;
};

/**
 * Issue 26: after the channel, the day (and hours) the order comes, in Lagos time ("Tue 2 Dec, 9:00–13:00"), the
 * soonest chosen, and how long is left to order for it.
 */
export function DeliveryDayField({
  windows,
  loading,
  windowId,
  onChoose,
  pickup,
  error,
  now,
}: DeliveryDayFieldProps) {
  const list = windows ?? [];
  const chosen = list.find((window) => window.id === windowId);
  const what = pickup ? 'collection time' : 'delivery day';
  return (
    <SelectField
      label={pickup ? 'Collection time' : 'Delivery day'}
      value={chosen ? String(chosen.id) : ''}
      disabled={list.length === 0}
      onChange={(event) => onChoose(Number(event.target.value))}
      error={error}
      hint={
        chosen
          ? `Order within ${timeLeft(chosen.cutoff_at, now)} for this ${what}.`
          : loading
            ? undefined
            : DELIVERY_MESSAGES.noWindows
      }
    >
      {list.length === 0 && <option value="">{loading ? 'Loading days…' : 'No day open'}</option>}
      {list.map((window) => (
        <option key={window.id} value={String(window.id)}>
          {formatWindow(window)}
        </option>
      ))}
    </SelectField>
  );
}
