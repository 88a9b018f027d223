import type { ReactNode } from 'react';
import { orderStatusChangeSchema, type OrderStatusChange } from '@oko/shared/schemas/admin-orders';
import { Button } from '@/components/ui/button';
import { FormField, PhoneField } from '@/components/ui/form-field';
import { useApiForm } from '@/lib/api-form';
import type { useUpdateOrderStatus } from '../api/update-order-status';
import { AdminForm } from './admin-form';

type RiderValues = { status: 'out_for_delivery'; rider_name: string; rider_phone: string };

/**
 * "Out for delivery" with the rider taking the order (issue 41): their name and phone, both optional, go in the
 * shopper's out-for-delivery message ("Your rider is Musa Bello, 0803 555 0101."). The next step's button and
 * "Skip to out for delivery" both ask here; a skip says first which steps it skips (`skipping`).
 */
export function RiderForm({
  orderId,
  update,
  onSent,
  onKeep,
  keep,
  skipping,
}: {
  orderId: number;
  update: ReturnType<typeof useUpdateOrderStatus>;
  onSent: () => void;
  onKeep: () => void;
  /** The "keep" button's words: "Keep it processing". */
  keep: string;
  /** A skip's question: "Mark order #12 out for delivery now? It is pending: … would be skipped, …". */
  skipping?: ReactNode;
}) {
  const form = useApiForm<RiderValues>({
    schema: orderStatusChangeSchema as never,
    defaultValues: { status: 'out_for_delivery', rider_name: '', rider_phone: '' },
    send: (values) => update.mutateAsync(values as OrderStatusChange),
    onSent,
    fields: ['rider_name', 'rider_phone'],
  });
  return (
    <div className="mt-3 rounded-md border border-stone-200 bg-stone-50 p-3 text-sm">
      <AdminForm form={form} label={`Order #${orderId} out for delivery`}>
        {skipping && <p className="text-stone-900 sm:col-span-2">{skipping}</p>}
        <p className="text-stone-700 sm:col-span-2">
          Who takes it out? The shopper’s message gives the rider’s name and phone (both optional).
        </p>
        <FormField label="Rider’s name" autoComplete="off" {...form.field('rider_name')} />
        <PhoneField
          label="Rider’s phone"
          autoComplete="off"
          placeholder="0803 123 4567"
          {...form.field('rider_phone')}
        />
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" pending={form.formState.isSubmitting} size="sm">
            Mark out for delivery
          </Button>
          <Button type="button" onClick={onKeep} variant="secondary" size="sm">
            {keep}
          </Button>
        </div>
      </AdminForm>
    </div>
  );
}
