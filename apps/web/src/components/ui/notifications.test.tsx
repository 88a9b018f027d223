import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Notification, PINNED_TOAST, useNotifications } from '@/lib/notifications';
import { BELOW_HEADER_PX, Notifications, TOAST_DURATION_MS } from './notifications';

/** A toast raised as the app raises one; by default the spec's "Logout Successfully". */
const notify = (
  notification: Omit<Notification, 'id'> = {
    type: 'success',
    title: 'success',
    message: 'Logout Successfully',
  },
) =>
  act(() => {
    useNotifications.getState().addNotification(notification);
  });

describe('Notifications', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast with its title and message, and closes it after 2 seconds', () => {
    vi.useFakeTimers();
    render(<Notifications />);
    notify();

    expect(screen.getByRole('status', { name: 'success' })).toHaveTextContent('Logout Successfully');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Logout Successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Logout Successfully')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(2000);
  });

  it('closes a toast with its "Close" button', async () => {
    render(<Notifications />);
    notify();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Logout Successfully')).not.toBeInTheDocument();
  });

  it('announces errors and warnings as alerts', () => {
    render(<Notifications />);
    notify({
      type: 'warning',
      title: 'Limit Reached',
      message: 'You have reached the maximum available quantity for this product.',
    });
    expect(screen.getByRole('alert', { name: 'Limit Reached' })).toBeInTheDocument();
  });

  it('keeps order and address toasts top-right for 4000 ms', () => {
    vi.useFakeTimers();
    render(<Notifications />);
    notify({ type: 'success', title: 'success', message: 'Order created successfully', ...PINNED_TOAST });

    expect(screen.getByRole('status', { name: 'success' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Order created successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Order created successfully')).not.toBeInTheDocument();
  });

  it("starts below the page's header wherever it is, so no toast covers the header's cart (issue 43 item 10)", () => {
    const header = document.createElement('header');
    let bottom = 101;
    vi.spyOn(header, 'getBoundingClientRect').mockImplementation(() => ({ bottom }) as DOMRect);
    document.body.append(header);
    try {
      render(<Notifications />);
      notify();
      const stack = screen.getByTestId('toasts');
      // Under the announcement bar at the top of the page...
      expect(stack.style.getPropertyValue('--toasts-top')).toBe(`${101 + BELOW_HEADER_PX}px`);
      expect(stack).toHaveClass('sm:top-(--toasts-top)');
      // ...and at the top of the screen once the page has scrolled (the header is sticky).
      bottom = 65;
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      expect(stack.style.getPropertyValue('--toasts-top')).toBe(`${65 + BELOW_HEADER_PX}px`);
    } finally {
      header.remove();
    }
  });
});
