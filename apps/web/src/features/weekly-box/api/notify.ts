import { PINNED_TOAST, useNotifications } from '@/lib/notifications';

/** A weekly order's change went through: the API's own words ("That delivery is skipped."). */
export function notifyWeeklyOrder(message: string) {
  useNotifications.getState().addNotification({ type: 'success', title: message, ...PINNED_TOAST });
}
