import { formatNairaAmount, formatNairaInText, nairaToKobo } from '@oko/shared/money';
import { DELIVERY_MESSAGES } from '@oko/shared/schemas/delivery';
import type { DeliveryChannel } from '@oko/shared/schemas/geo';
import { SelectField } from '@/components/ui/select-field';

export type DeliveryChannelFieldProps = {
  channels: readonly DeliveryChannel[];
  /** The channels are still being asked for. */
  loading: boolean;
  /** The chosen channel (or the default); null while none is. */
  channelId: number | null;
  onChoose: (channelId: number) => void;
  /** The fee this order pays (kobo), after the free-delivery threshold. */
  deliveryFee: number;
  /** The shop's free-delivery threshold in naira; null or absent: off. */
  freeDeliveryThreshold?: string | null;
  /** No channel delivers to the shopper's address: said instead of the channel's note. */
  noChannel?: string;
};

/**
 * Under the channel select: the fee this order pays for the channel, or, over the owner's free-delivery threshold,
 * that it pays none (the Summary's Delivery Fee says the same), then the channel's own description.
 */
function channelNote(
  channel: Pick<DeliveryChannel, 'fee' | 'description'>,
  deliveryFee: number,
  freeDeliveryThreshold: string | null | undefined,
) {
  const waived = deliveryFee === 0 && nairaToKobo(channel.fee) > 0 && freeDeliveryThreshold;
  const fee = waived
    ? `Free delivery: your order is over ${formatNairaInText(nairaToKobo(freeDeliveryThreshold))}.`
    : `Fee ${formatNairaAmount(channel.fee)}.`;
  return `${fee} ${channel.description}`;
}

/** Spec section 2: the checkout's "Delivery Channel" select. */
export function DeliveryChannelField({
  channels,
  loading,
  channelId,
  onChoose,
  deliveryFee,
  freeDeliveryThreshold,
  noChannel,
}: DeliveryChannelFieldProps) {
  const chosen = channels.find((channel) => channel.id === channelId);
  return (
    <SelectField
      label="Delivery Channel"
      value={channelId === null ? '' : String(channelId)}
      disabled={channels.length === 0}
      onChange={(event) => onChoose(Number(event.target.value))}
      hint={noChannel ?? (chosen && channelNote(chosen, deliveryFee, freeDeliveryThreshold))}
    >
      {channels.length === 0 && (
        <option value="">{loading ? 'Loading channels…' : 'No delivery channels'}</option>
      )}
      {channels.length > 0 && channelId === null && (
        <option value="">{DELIVERY_MESSAGES.chooseChannel}</option>
      )}
      {channels.map((channel) => (
        <option key={channel.id} value={String(channel.id)}>
          {channel.name}
        </option>
      ))}
    </SelectField>
  );
}
