import { describe, expect, it } from 'vitest';
import { useNotifications } from '@/lib/notifications';
import { notifyCheckoutError, notifyCheckoutSuccess } from './checkout-notifications';

const shown = () =>
  useNotifications.getState().notifications.map(({ type, title, message }) => ({ type, title, message }));

describe('checkout notices', () => {
  it('replaces the address notice with the order notice once the order is placed', () => {
    notifyCheckoutSuccess('Success', 'Address Created Successful');
    notifyCheckoutSuccess('success', 'Order created successfully');
    expect(shown()).toEqual([{ type: 'success', title: 'success', message: 'Order created successfully' }]);
  });

  it('leaves errors and other notices alone', () => {
    useNotifications
      .getState()
      .addNotification({ type: 'success', title: 'success', message: 'cart updated successfully' });
    notifyCheckoutError(new Error('Network Error'));
    notifyCheckoutSuccess('Success', 'Address updated Successful');
    expect(shown()).toEqual([
      { type: 'success', title: 'success', message: 'cart updated successfully' },
      { type: 'error', title: 'Network Error', message: 'An unexpected error occurred.' },
      { type: 'success', title: 'Success', message: 'Address updated Successful' },
    ]);
  });
});
