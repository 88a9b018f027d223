import { formatErrors, getErrorMessage } from '@/lib/api-client';
import { PINNED_TOAST, useNotifications } from '@/lib/notifications';

// Spec sections 8 and 9: address and order notices sit top-right and close after 4000 ms.

/** A failed address save or order: titled with the error's message, the field errors as its body. */
export function notifyCheckoutError(error: unknown) {
  useNotifications.getState().addNotification({
    type: 'error',
    title: getErrorMessage(error),
    message: formatErrors(error),
    ...PINNED_TOAST,
  });
}

/** Address notices are titled "Success", order notices "success" (spec section 8). */
export function notifyCheckoutSuccess(title: 'Success' | 'success', message: string) {
  useNotifications.getState().addNotification({ type: 'success', title, message, ...PINNED_TOAST });
}
