import { formatErrors, getErrorMessage } from '@/lib/api-errors';
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

export const ORDER_OFFLINE = {
  title: 'You are offline',
  message: 'Your order was not sent. Confirm Order again when you have signal.',
};

/** Confirm Order without signal: nothing is sent, nor kept to send later (decision 030). */
export function notifyOrderOffline() {
  useNotifications.getState().addNotification({ type: 'warning', ...ORDER_OFFLINE, ...PINNED_TOAST });
}

/**
 * Address notices are titled "Success", order notices "success" (spec section 8). A new one replaces the
 * checkout's earlier success notice: on a phone "Address Created Successful" and "Order created successfully"
 * stacked would cover the header and the order page's title for seconds, and the earlier step is done.
 */
export function notifyCheckoutSuccess(title: 'Success' | 'success', message: string) {
  const { notifications, dismissNotification, addNotification } = useNotifications.getState();
  for (const notice of notifications) {
    if (notice.type === 'success' && notice.duration === PINNED_TOAST.duration)
      dismissNotification(notice.id);
  }
  addNotification({ type: 'success', title, message, ...PINNED_TOAST });
}
