import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { type CSSProperties, useEffect, useState } from 'react';
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

/** The gap between the header's lower edge and the first toast, in px. */
export const BELOW_HEADER_PX = 8;

/**
 * Where the page's header ends on screen, followed while `watching`: under the announcement bar at the top of a
 * page, at the top of the screen once scrolled (the header is sticky). 0 without a header.
 */
function useHeaderBottom(watching: boolean) {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    if (!watching) return;
    const measure = () =>
      setBottom(
        Math.max(0, Math.round(document.querySelector('header')?.getBoundingClientRect().bottom ?? 0)),
      );
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [watching]);
  return bottom;
}

export function Notifications() {
  const notifications = useNotifications((state) => state.notifications);
  const dismissNotification = useNotifications((state) => state.dismissNotification);
  const headerBottom = useHeaderBottom(notifications.length > 0);

  // One stack at the right, where spec section 9 puts order and address toasts ("top-right"); a second stack for
  // them would overlap this one. Nothing covers the header (issue 43 item 10): from tablets up the stack starts just
  // below the header, wherever it is (the announcement bar above it scrolls away); on a phone it runs across the
  // bottom, as a long note such as "You are offline" at the top covered the menu, search and cart.
  return (
    <div
      aria-live="polite"
      data-testid="toasts"
      style={{ '--toasts-top': `${headerBottom + BELOW_HEADER_PX}px` } as CSSProperties}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-end gap-3 p-4 sm:top-(--toasts-top) sm:right-2 sm:bottom-auto sm:left-auto sm:pt-0"
    >
      {notifications.map((notification) => (
        <Toast key={notification.id} notification={notification} onDismiss={dismissNotification} />
      ))}
    </div>
  );
}
