import { formatWindow } from '@oko/shared/lagos-time';
import { useEarliestDelivery } from '../hooks/use-earliest-delivery';
import { withLagosNote } from '@/lib/dates';

/** Issue 43, on the cart: "Earliest delivery: Mon 30 Nov, 9:00–13:00", in Lagos time; nothing when none is open. */
export function EarliestDelivery({ signedIn }: { signedIn: boolean }) {
  const earliest = useEarliestDelivery(signedIn);
  if (!earliest) return null;
  return <p className="text-sm text-stone-700">Earliest delivery: {withLagosNote(formatWindow(earliest))}</p>;
}
