import { Button } from '@/components/ui/button';
import {
  createDeliveryChannelSchema,
  type AdminDeliveryChannel,
  type CreateDeliveryChannelInput,
} from '@oko/shared/schemas/admin-delivery';
import { ContentLayout } from '@/components/layout/content-layout';
import { FormField } from '@/components/ui/form-field';
import { useDeliveryChannels, useSaveDeliveryChannel } from '../api/delivery-channels';
import { useAdminDeliveryWindows } from '../api/delivery-days';
import { useSaveOrAddForm } from '../hooks/use-save-or-add-form';
import { AdminForm } from './admin-form';
import { Card, QueryResult } from './admin-ui';
import { ChannelWindows, OneOffWindowForm, ScheduleEditor, ZonesEditor } from './delivery-days';

const blank: CreateDeliveryChannelInput = { name: '', description: '', fee: '', active: true };

/**
 * `/admin/delivery`: the channels the checkout offers, their fee in naira, and which are offered at all; each
 * channel's zones and weekly schedule, and its coming delivery windows (issue 26). On a phone (issue 43) each
 * channel is folded until tapped, its schedule one compact table, its windows the coming 14 days only.
 */
export function DeliveryChannelsPage() {
  const channels = useDeliveryChannels();
  const windows = useAdminDeliveryWindows();
  return (
    <ContentLayout title="Delivery">
      <QueryResult query={channels}>
        {(loaded) =>
          loaded.map((channel) => (
            <details
              key={channel.id}
              aria-label={channel.name}
              className="group rounded-lg border border-stone-200 bg-white"
            >
              <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 gap-y-1 p-4">
                <span className="font-semibold text-stone-900">{channel.name}</span>
                <span className="text-sm text-stone-600">
                  {channel.active ? '' : 'Hidden · '}₦{channel.fee}
                  {channel.zones.length > 0 && ` · ${channel.zones.length} zones`}
                </span>
              </summary>
              <div className="border-t border-stone-200 p-4">
                <ChannelForm channel={channel} />
                <ZonesEditor channel={channel} />
                <ScheduleEditor channel={channel} />
                <ChannelWindows channel={channel} windows={windows} />
              </div>
            </details>
          ))
        }
      </QueryResult>
      <Card title="Add a delivery channel">
        <ChannelForm />
      </Card>
      {channels.data && (
        <Card title="Add a one-off window">
          <OneOffWindowForm channels={channels.data} />
        </Card>
      )}
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
