import { Button } from '@/components/ui/button';
import {
  type AdminPickupPoint,
  createPickupPointSchema,
  type CreatePickupPointInput,
} from '@oko/shared/schemas/content';
import type { AdminDeliveryChannel } from '@oko/shared/schemas/admin-delivery';
import { ContentLayout } from '@/components/layout/content-layout';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { useDeliveryChannels } from '../api/delivery-channels';
import { usePickupPoints, useRemovePickupPoint, useSavePickupPoint } from '../api/pickup-points';
import { useSaveOrAddForm } from '../hooks/use-save-or-add-form';
import { AdminForm } from './admin-form';
import { Card, LoadError, Loading, RemoveEntry } from './admin-ui';

/**
 * `/admin/pickup-points`: where shoppers collect orders. Each point names the delivery channel a shopper chooses
 * for it (decision 018); the checkout's pick-up tabs list the shown points whose channel is offered.
 */
export function PickupPointsPage() {
  const points = usePickupPoints();
  const channels = useDeliveryChannels();
  const channelList = channels.data ?? [];
  return (
    <ContentLayout title="Pick-up points">
      <p className="text-sm text-stone-600">
        The checkout lists each shown point under “Pick-up Location” and “Pick-up Address”, with the delivery
        channel to choose for it; a point whose channel is not offered at checkout is not listed.
      </p>
      {points.isPending || channels.isPending ? (
        <Loading />
      ) : points.isError ? (
        <LoadError error={points.error} onRetry={() => void points.refetch()} />
      ) : (
        <>
          {points.data.map((point) => (
            <Card key={point.id} title={point.name}>
              <PointForm point={point} channels={channelList} />
            </Card>
          ))}
          {/* After the channels came: a new point starts with the fee-free (pick-up) channel. */}
          <Card title="Add a pick-up point">
            <PointForm channels={channelList} />
          </Card>
        </>
      )}
    </ContentLayout>
  );
}

function PointForm({ point, channels }: { point?: AdminPickupPoint; channels: AdminDeliveryChannel[] }) {
  const save = useSavePickupPoint(point?.id ?? null);
  // Offered only with a saved point.
  const remove = useRemovePickupPoint(point?.id ?? 0);
  // A fee-free channel is the likely pick-up channel: offered first to a new point.
  const defaultChannel = channels.find((channel) => Number(channel.fee) === 0) ?? channels[0];
  const blank: CreatePickupPointInput = {
    name: '',
    address: '',
    opening_hours: '',
    delivery_channel_id: defaultChannel?.id ?? Number.NaN,
    active: true,
  };
  const form = useSaveOrAddForm({
    schema: createPickupPointSchema,
    raw: true,
    current: point && {
      name: point.name,
      address: point.address,
      opening_hours: point.opening_hours,
      delivery_channel_id: point.delivery_channel_id,
      active: point.active,
    },
    blank,
    send: save.mutateAsync,
    notices: ['Pick-up point saved', 'Pick-up point added'],
  });

  return (
    <AdminForm form={form} label={point ? `Edit ${point.name}` : 'New pick-up point'}>
      <FormField label="Name" {...form.field('name')} />
      <FormField
        label="Opening hours"
        placeholder="Monday to Saturday, 10:00 to 18:00"
        {...form.field('opening_hours')}
      />
      <div className="sm:col-span-2">
        <FormField label="Address" {...form.field('address')} />
      </div>
      <SelectField
        label="Delivery channel"
        hint="The channel a shopper chooses to collect here: its fee is the order’s."
        {...form.field('delivery_channel_id', { valueAsNumber: true })}
      >
        <option value="">Choose a channel</option>
        {channels.map((channel) => (
          <option key={channel.id} value={channel.id}>
            {channel.name}
            {channel.active ? '' : ' (not offered)'}
          </option>
        ))}
      </SelectField>
      <label className="flex items-center gap-2 self-center text-sm text-stone-800">
        <input type="checkbox" className="size-4 accent-green-700" {...form.register('active')} />
        Shown at checkout
      </label>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        {point && (
          <RemoveEntry
            name={point.name}
            warning="To stop listing it for a while, untick “Shown at checkout” instead."
            removed="Pick-up point removed"
            remove={remove}
          />
        )}
        <Button type="submit" disabled={form.formState.isSubmitting} variant="secondary" size="sm">
          {point ? 'Save' : 'Add pick-up point'}
        </Button>
      </div>
    </AdminForm>
  );
}
