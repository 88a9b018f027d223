import { formatErrors, getErrorMessage } from '@/lib/api-errors';
import { useNotifications } from '@/lib/notifications';

/** Spec section 8: a failed cart update or removal is an error titled with the error's message. */
export function notifyCartError(error: unknown) {
  useNotifications
    .getState()
    .addNotification({ type: 'error', title: getErrorMessage(error), message: formatErrors(error) });
}

/** Spec section 8: cart successes are titled "success", lowercase. */
export function notifyCartSuccess(message: string) {
  useNotifications.getState().addNotification({ type: 'success', title: 'success', message });
}
