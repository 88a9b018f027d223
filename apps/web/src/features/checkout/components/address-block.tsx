import { Pencil } from 'lucide-react';
import { focusRing } from '@/components/ui/focus-ring';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { DELIVERY_MESSAGES } from '@oko/shared/schemas/delivery';
import { Button } from '@/components/ui/button';
import { useAddress } from '../api/get-address';
import { useDeliveryChannels } from '../api/get-delivery-channels';
import { AddressForm } from './address-form';

const joined = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(', ');

/**
 * Spec sections 2 and 4: the Delivery Address block. Without an address the form opens by itself in create
 * mode; the edit icon switches to edit mode and toggles the form; closed, the address reads on two lines.
 */
export function AddressBlock() {
  const address = useAddress();
  // null: the shopper has not toggled the form, so it is open exactly when there is no address yet.
  const [toggledOpen, setToggledOpen] = useState<boolean | null>(null);
  const open = toggledOpen ?? address.data === null;
  // Issue 42: an address without its area, in a state some channel prices by area (Lagos Island and Mainland):
  // the fee may be another, so the checkout asks for the area. The same query as the channel list's.
  const channels = useDeliveryChannels(address.data?.state.id ?? null, address.data?.area?.id ?? null);
  const askArea =
    address.data && !address.data.area && (channels.data ?? []).some((channel) => channel.by_area)
      ? DELIVERY_MESSAGES.areaChangesFee(address.data.state.name)
      : null;

  return (
    <section aria-labelledby="delivery-address" className="rounded-lg border border-stone-200 bg-white p-5">
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id="delivery-address" className="text-lg font-semibold text-stone-900">
          Delivery Address
        </h2>
        <button
          type="button"
          aria-label="Edit address"
          aria-expanded={open}
          title="Edit address"
          disabled={address.isPending || address.isError}
          onClick={() => setToggledOpen(!open)}
          className={`inline-flex size-9 items-center justify-center rounded-md border border-stone-300 text-stone-700 hover:bg-stone-100 disabled:opacity-40 ${focusRing}`}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
      </div>
      {address.isPending ? (
        <Spinner size="sm" />
      ) : address.isError ? (
        <p role="alert" className="text-sm text-red-600">
          We could not load your address. Please reload the page.
        </p>
      ) : open ? (
        <AddressForm
          key={address.data ? `edit-${address.data.id}` : 'create'}
          address={address.data}
          onSaved={() => setToggledOpen(false)}
        />
      ) : address.data ? (
        <address className="text-sm text-stone-700 not-italic" data-testid="delivery-address">
          <span className="block">
            {joined(address.data.street_no, address.data.nearest_landmark, address.data.address)}
          </span>
          <span className="block">{joined(address.data.zip_code, address.data.city)}</span>
          <span className="block text-stone-500">
            {joined(address.data.area?.name ?? '', address.data.state.name, address.data.country.name)}
          </span>
        </address>
      ) : (
        <p className="text-sm text-stone-600">No delivery address yet.</p>
      )}
      {askArea && !open && (
        <div
          role="status"
          className="mt-3 flex flex-col items-start gap-2 rounded-md bg-amber-50 p-3 text-sm"
        >
          <p className="text-amber-900">{askArea}</p>
          <Button variant="secondary" size="sm" onClick={() => setToggledOpen(true)}>
            {DELIVERY_MESSAGES.addArea}
          </Button>
        </div>
      )}
    </section>
  );
}
