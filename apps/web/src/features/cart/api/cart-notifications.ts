import Axios from 'axios';
import { getErrorMessage } from '@/lib/api-client';
import { useNotifications } from '@/lib/notifications';

/**
 * Spec section 8, "Error formatter": lines of "field: messages joined by comma" from the response's errors
 * object, else "An unexpected error occurred."
 */
export function formatErrors(error: unknown): string {
  const errors: unknown = Axios.isAxiosError(error) ? error.response?.data?.errors : undefined;
  if (!errors || typeof errors !== 'object') return 'An unexpected error occurred.';
  return Object.entries(errors as Record<string, unknown>)
    .map(
      ([field, messages]) => `${field}: ${Array.isArray(messages) ? messages.join(', ') : String(messages)}`,
    )
    .join('\n');
}

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
