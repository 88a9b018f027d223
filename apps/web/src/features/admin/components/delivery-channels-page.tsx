import { Button } from '@/components/ui/button';
import {
  createDeliveryChannelSchema,
  type AdminDeliveryChannel,
  type CreateDeliveryChannelInput,
} from '@oko/shared/schemas/admin-delivery';
import { ContentLayout } from '@/components/layout/content-layout';
import { FormField } from '@/components/ui/form-field';
import { useDeliveryChannels, useSaveDeliveryChannel } from '../api/delivery-channels';
import { useSaveOrAddForm } from '../hooks/use-save-or-add-form';
import { AdminForm } from './admin-form';
import { Card, LoadError, Loading } from './admin-ui';
import { DeliveryWindowsCard, ScheduleEditor, ZonesEditor } from './delivery-days';

const blank: CreateDeliveryChannelInput = { name: '', description: '', fee: '', active: true };

/**
 * `/admin/delivery`: the channels the checkout offers, their fee in naira, and which are offered at all; each
 * channel's zones and weekly schedule, and the next 14 days' delivery windows (issue 26).
 */
export function DeliveryChannelsPage() {
  const channels = useDeliveryChannels();
  return (
    <ContentLayout title="Delivery">
      {channels.isPending ? (
        <Loading />
      ) : channels.isError ? (
        <LoadError error={channels.error} onRetry={() => void channels.refetch()} />
      ) : (
        channels.data.map((channel) => (
          <Card key={channel.id} title={channel.name}>
            <ChannelForm channel={channel} />
            <ZonesEditor channel={channel} />
            <ScheduleEditor channel={channel} />
          </Card>
        ))
      )}
      <Card title="Add a delivery channel">
        <ChannelForm />
      </Card>
      {channels.data && <DeliveryWindowsCard channels={channels.data} />}
    </ContentLayout>
  );
}

function ChannelForm({ channel }: { channel?: AdminDeliveryChannel }) {
  const save = useSaveDeliveryChannel(channel?.id ?? null);
  const form = useSaveOrAddForm({
    schema: createDeliveryChannelSchema,
    // The fee goes to the API in naira as typed.
    raw: true,
    current: channel && {
      name: channel.name,
      description: channel.description,
      fee: channel.fee,
      active: channel.active,
    },
    blank,
    send: save.mutateAsync,
    notices: ['Delivery channel saved', 'Delivery channel added'],
  });

  return (
    <AdminForm form={form} label={channel ? `Edit ${channel.name}` : 'New delivery channel'}>
      <FormField label="Name" {...form.field('name')} />
      <FormField label="Fee (₦)" inputMode="decimal" {...form.field('fee')} />
      <div className="sm:col-span-2">
        <FormField label="Description" {...form.field('description')} />
      </div>
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input type="checkbox" className="size-4 accent-green-700" {...form.register('active')} />
        Offered at checkout
      </label>
      <div className="sm:text-right">
        <Button type="submit" disabled={form.formState.isSubmitting} variant="secondary" size="sm">
          {channel ? 'Save' : 'Add channel'}
        </Button>
      </div>
    </AdminForm>
  );
}
