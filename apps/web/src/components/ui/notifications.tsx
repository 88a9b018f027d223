import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect } from 'react';
import { useNotifications, type Notification } from '@/lib/notifications';

// Spec section 9: the generic toast closes by itself after 2 seconds, or with its "Close" button.
export const TOAST_DURATION_MS = 2000;

const icons = {
  info: <Info aria-hidden="true" className="size-5 text-sky-600" />,
  success: <CircleCheck aria-hidden="true" className="size-5 text-green-700" />,
  warning: <TriangleAlert aria-hidden="true" className="size-5 text-amber-600" />,
  error: <CircleAlert aria-hidden="true" className="size-5 text-red-600" />,
};

function Toast({ notification, onDismiss }: { notification: Notification; onDismiss: (id: string) => void }) {
  const { id, type, title, message, duration = TOAST_DURATION_MS } = notification;

  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(id), duration);
    return () => window.clearTimeout(timer);
  }, [id, duration, onDismiss]);

  return (
    <div
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
      aria-label={title}
      className={clsx(
        'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border bg-white p-4 shadow-lg',
        type === 'error' ? 'border-red-200' : type === 'warning' ? 'border-amber-200' : 'border-stone-200',
      )}
    >
      {icons[type]}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-stone-900">{title}</p>
        {message && <p className="mt-1 text-sm text-stone-600">{message}</p>}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(id)}
        className="rounded p-0.5 text-stone-500 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-green-700"
      >
        <span className="sr-only">Close</span>
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

export function Notifications() {
  const notifications = useNotifications((state) => state.notifications);
  const dismissNotification = useNotifications((state) => state.dismissNotification);

  // One stack in the top-right corner, where spec section 9 puts order and address toasts; a second stack for them
  // would overlap this one. On a phone, across the bottom: at the top a long note such as "You are offline" covered
  // the header's menu, search and cart (issue 43 item 10), and the header sits lower under the announcement bar.
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-end gap-3 p-4 sm:top-2 sm:right-2 sm:bottom-auto sm:left-auto"
    >
      {notifications.map((notification) => (
        <Toast key={notification.id} notification={notification} onDismiss={dismissNotification} />
      ))}
    </div>
  );
}
