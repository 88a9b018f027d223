import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  createDeliveryChannelSchema,
  type AdminDeliveryChannel,
  type CreateDeliveryChannelInput,
} from '@oko/shared/schemas/admin-delivery';
import { ContentLayout } from '@/components/layout/content-layout';
import { FormError, FormField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { useNotifications } from '@/lib/notifications';
import { useDeliveryChannels, useSaveDeliveryChannel } from '../api/delivery-channels';
import { Card, LoadError, Loading } from './admin-ui';
import { secondaryButton } from './styles';

const FIELDS = ['name', 'description', 'fee'] as const;
const blank: CreateDeliveryChannelInput = { name: '', description: '', fee: '', active: true };

/** `/admin/delivery`: the channels the checkout offers, their fee in naira, and which are offered at all. */
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
          </Card>
        ))
      )}
      <Card title="Add a delivery channel">
        <ChannelForm />
      </Card>
    </ContentLayout>
  );
}

function ChannelForm({ channel }: { channel?: AdminDeliveryChannel }) {
  const save = useSaveDeliveryChannel(channel?.id ?? null);
  const notify = useNotifications((state) => state.addNotification);
  const form = useForm<CreateDeliveryChannelInput>({
    // raw: the fee goes to the API in naira as typed.
    resolver: zodResolver(createDeliveryChannelSchema, undefined, { raw: true }),
    values: channel
      ? { name: channel.name, description: channel.description, fee: channel.fee, active: channel.active }
      : undefined,
    defaultValues: blank,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      () => {
        notify({ type: 'success', title: channel ? 'Delivery channel saved' : 'Delivery channel added' });
        if (!channel) form.reset(blank);
      },
      (error: unknown) => {
        const message = applyServerErrors(error, FIELDS, form.setError);
        if (message) form.setError('root', { message });
      },
    ),
  );

  return (
    <form
      aria-label={channel ? `Edit ${channel.name}` : 'New delivery channel'}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-3 sm:grid-cols-2"
    >
      <FormField label="Name" error={errors.name?.message} {...form.register('name')} />
      <FormField label="Fee (₦)" inputMode="decimal" error={errors.fee?.message} {...form.register('fee')} />
      <div className="sm:col-span-2">
        <FormField
          label="Description"
          error={errors.description?.message}
          {...form.register('description')}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input type="checkbox" className="size-4 accent-green-700" {...form.register('active')} />
        Offered at checkout
      </label>
      <div className="sm:text-right">
        <button type="submit" disabled={isSubmitting} className={secondaryButton}>
          {channel ? 'Save' : 'Add channel'}
        </button>
      </div>
      {errors.root && (
        <div className="sm:col-span-2">
          <FormError message={errors.root.message} />
        </div>
      )}
    </form>
  );
}
