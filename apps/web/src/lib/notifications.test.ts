import { describe, expect, it } from 'vitest';
import { useNotifications } from './notifications';

describe('notifications store', () => {
  it('adds a notification with a random 21-character id and dismisses it by id', () => {
    const { addNotification, dismissNotification } = useNotifications.getState();
    const id = addNotification({ type: 'success', title: 'success', message: 'Logout Successfully' });

    expect(id).toMatch(/^[\w-]{21}$/);
    expect(useNotifications.getState().notifications).toEqual([
      { id, type: 'success', title: 'success', message: 'Logout Successfully' },
    ]);

    dismissNotification(id);
    expect(useNotifications.getState().notifications).toEqual([]);
  });
});
