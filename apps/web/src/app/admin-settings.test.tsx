import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import type { Settings } from '@oko/shared/schemas/settings';
import { useNotifications } from '@/lib/notifications';
import { API, signInAs } from '@/testing/admin-api';
import { server } from '@/testing/mocks/server';
import { loadPagesBeforeAll, renderRoutes } from '@/testing/test-utils';
import { routes } from './routes';

loadPagesBeforeAll();

// The owner's settings (issue 13): contact, bank details for transfers, an optional free-delivery threshold.

const settings: Settings = {
  site_name: 'Oko Farm',
  site_logo: '/media/logo.svg',
  address: '14 Oba Akran Avenue, Ikeja, Lagos',
  site_phone: '+234 809 555 0142',
  site_email: 'hello@okofarm.ng',
  bank_details: { bank_name: 'Zenith Bank', account_name: 'Oko Farm Ltd', account_number: '1012345678' },
  free_delivery_threshold: null,
};

describe('settings (/admin/settings)', () => {
  it('checks the bank account number, then saves with free delivery above a figure in naira', async () => {
    signInAs('owner');
    const saved: unknown[] = [];
    server.use(
      http.get(`${API}/admin/settings`, () => HttpResponse.json({ data: settings })),
      http.patch(`${API}/admin/settings`, async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ data: { ...settings, free_delivery_threshold: '20000.00' } });
      }),
    );
    renderRoutes(routes, '/admin/settings');

    const account = await screen.findByRole('textbox', { name: 'Account number' });
    expect(screen.getByRole('textbox', { name: 'Free delivery above (₦)' })).toHaveValue('');
    await userEvent.clear(account);
    await userEvent.type(account, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(ADMIN_MESSAGES.accountNumber)).toBeInTheDocument();
    expect(saved).toEqual([]);

    await userEvent.clear(account);
    await userEvent.type(account, '2012345678');
    await userEvent.type(screen.getByRole('textbox', { name: 'Free delivery above (₦)' }), '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(useNotifications.getState().notifications.map((toast) => toast.title)).toContain(
        'Settings saved',
      ),
    );
    expect(saved).toEqual([
      {
        site_name: 'Oko Farm',
        address: '14 Oba Akran Avenue, Ikeja, Lagos',
        site_phone: '+234 809 555 0142',
        site_email: 'hello@okofarm.ng',
        bank_details: {
          bank_name: 'Zenith Bank',
          account_name: 'Oko Farm Ltd',
          account_number: '2012345678',
        },
        free_delivery_threshold: '20000',
      },
    ]);

    // Emptied, the threshold is turned off: sent as null.
    await userEvent.clear(screen.getByRole('textbox', { name: 'Free delivery above (₦)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatchObject({ free_delivery_threshold: null });
  });
});
