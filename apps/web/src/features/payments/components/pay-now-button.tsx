import { Button } from '@/components/ui/button';
import { isTransferPayment } from '@oko/shared/schemas/order';
import { PAYMENT_MESSAGES } from '@oko/shared/schemas/payment';
import { getErrorMessage } from '@/lib/api-errors';
import { leaveFor } from '@/lib/navigation';
import { usePayOrder } from '../api/pay-order';

/**
 * "Pay now" for an unpaid card order: a new transaction each press, then off to its checkout; what went wrong
 * under it when it could not start.
 */
export function PayNowButton({
  orderId,
  disabled,
  className,
}: {
  orderId: number;
  disabled?: boolean;
  className?: string;
}) {
  const pay = usePayOrder();
  return (
    <>
      <Button
        pending={pay.isPending}
        disabled={disabled}
        onClick={() =>
          pay.mutate(orderId, {
            onSuccess: (start) => {
              if (!isTransferPayment(start)) leaveFor(start.authorization_url);
            },
          })
        }
        className={className}
      >
        Pay now
      </Button>
      {pay.isError && (
        <p role="alert" className="text-red-700">
          {getErrorMessage(pay.error) || PAYMENT_MESSAGES.unavailable}
        </p>
      )}
    </>
  );
}
