import { nanoid } from 'nanoid';
import { create } from 'zustand';

// Spec sections 3 and 9: a notification has a random 21-character id, a type, a title and a message.
export type NotificationType = 'info' | 'success' | 'warning' | 'error';

export type Notification = {
  id: string;
  type: NotificationType;
  title: string;
  message?: string;
  /** How long the toast stays, in ms; the generic 2 seconds (spec section 9) when not said. */
  duration?: number;
};

/** Spec section 9: order and address toasts close after 4000 ms (every toast sits in the top-right stack). */
export const PINNED_TOAST = { duration: 4000 } as const satisfies Pick<Notification, 'duration'>;

type NotificationsStore = {
  notifications: Notification[];
  addNotification: (notification: Omit<Notification, 'id'>) => string;
  dismissNotification: (id: string) => void;
};

export const useNotifications = create<NotificationsStore>((set) => ({
  notifications: [],
  addNotification: (notification) => {
    const id = nanoid();
    set((state) => ({ notifications: [...state.notifications, { id, ...notification }] }));
    return id;
  },
  dismissNotification: (id) =>
    set((state) => ({ notifications: state.notifications.filter((notification) => notification.id !== id) })),
}));
