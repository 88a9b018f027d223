import { formatWindow, timeLeft } from '@oko/shared/lagos-time';
import { DELIVERY_MESSAGES, WINDOW_STATUS_LABELS } from '@oko/shared/schemas/delivery';
import { SelectField } from '@/components/ui/select-field';
import type { DeliveryWindow } from '../api/get-delivery-windows';
import { phoneIsElsewhere } from '@/lib/dates';

export type DeliveryDayFieldProps = {
  windows: DeliveryWindow[] | undefined;
  loading: boolean;
  /** The window the order will name: the shopper's choice, or the soonest open one. */
  windowId: number | null;
  onChoose: (windowId: number) => void;
  /** A pick-up channel: its windows are collection times. */
  pickup: boolean;
  error?: string;
  now: Date;
};

/**
 * Issue 26: after the channel, the day (and hours) the order comes, in Lagos time ("Tue 2 Dec, 9:00–13:00"), the
 * soonest open one chosen, and how long is left to order for it. A full or closed day is listed greyed with why,
 * not choosable (issue 43), so "full" reads differently from "never offered".
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
  const chosen = list.find((window) => window.id === windowId && window.status === 'open');
  const open = list.some((window) => window.status === 'open');
  const what = pickup ? 'collection time' : 'delivery day';
  return (
    <SelectField
      label={pickup ? 'Collection time' : 'Delivery day'}
      value={chosen ? String(chosen.id) : ''}
      disabled={!open}
      onChange={(event) => onChoose(Number(event.target.value))}
      error={error}
      hint={
        chosen
          ? `Order within ${timeLeft(chosen.cutoff_at, now)} for this ${what}.${phoneIsElsewhere() ? ' Times are Lagos time.' : ''}`
          : loading
            ? undefined
            : DELIVERY_MESSAGES.noWindows
      }
    >
      {!open && <option value="">{loading ? 'Loading days…' : 'No day open'}</option>}
      {list.map((window) => (
        <option key={window.id} value={String(window.id)} disabled={window.status !== 'open'}>
          {window.status === 'open'
            ? formatWindow(window)
            : `${formatWindow(window)} — ${WINDOW_STATUS_LABELS[window.status]}`}
        </option>
      ))}
    </SelectField>
  );
}
