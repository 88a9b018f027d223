import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useApiForm } from '@/lib/api-form';
import { formatNaira, formatNairaAmount, nairaToKobo } from '@oko/shared/money';
import {
  type AdminOrderDetail,
  paymentReceivedFormSchema,
  type PaymentReceivedFormInput,
} from '@oko/shared/schemas/admin-orders';
import { useMarkPaymentReceived } from '../api/mark-payment-received';
import { AdminForm } from './admin-form';

/** The typed amount against what is due: short (it stays due) or over (it is owed back), or nothing. */
function difference(typed: unknown, dueKobo: number): string | null {
  const amount = paymentReceivedFormSchema.shape.amount.safeParse(typed);
  if (!amount.success) return null;
  const gap = amount.data - dueKobo;
  if (gap < 0) return `${formatNaira(-gap)} short: the order still has ${formatNaira(-gap)} to pay.`;
  if (gap > 0) return `${formatNaira(gap)} over: the shop owes the shopper ${formatNaira(gap)} back.`;
  return null;
}

/**
 * Money the shop received itself (issue 38): the amount that actually came in, starting at what the order still
 * owes; a short or over amount is said before it is recorded, and the order's account keeps it (decision 044).
 */
export function PaymentReceivedForm({
  order,
  action,
  what,
  onKeep,
}: {
  order: AdminOrderDetail;
  action: string;
  what: string;
  onKeep: () => void;
}) {
  const received = useMarkPaymentReceived(order.id);
  const form = useApiForm<PaymentReceivedFormInput>({
    schema: paymentReceivedFormSchema,
    // The API takes naira as typed; the schema's kobo is for the server.
    raw: true,
    defaultValues: { amount: order.amount_due },
    send: (values) => received.mutateAsync(values),
    onSent: onKeep,
  });
  const typed = useWatch({ control: form.control, name: 'amount' });
  const gap = difference(typed, nairaToKobo(order.amount_due));

  return (
    <div
      role="alertdialog"
      aria-label="Mark the payment received?"
      className="mt-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-stone-900"
    >
      <p>
        What reached the shop {what} for order #{order.id}? It owes {formatNairaAmount(order.amount_due)}. The
        shopper is mailed that their payment was received.
      </p>
      <AdminForm form={form} label="Money received" className="mt-2 flex flex-col gap-2" errorClassName="">
        <div className="max-w-48">
          <FormField label="Amount received (₦)" inputMode="decimal" {...form.field('amount')} />
        </div>
        {gap && <p role="status">{gap}</p>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" pending={form.formState.isSubmitting} size="sm">
            Yes, {action.toLowerCase()}
          </Button>
          <Button onClick={onKeep} variant="secondary" size="sm">
            Not yet
          </Button>
        </div>
      </AdminForm>
    </div>
  );
}
