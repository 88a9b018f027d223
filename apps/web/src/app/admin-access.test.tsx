import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, dashboardFixture, onePage, signInAs } from '@/testing/admin-api';
import { server } from '@/testing/mocks/server';
import { loadPagesBeforeAll, renderRoutes } from '@/testing/test-utils';
import { routes } from './routes';

loadPagesBeforeAll();

// Issue 13, "Who and how they get in": through the app's own routes.

const dashboard = dashboardFixture({
  orders_waiting: { pending: 2, confirmed: 1, processing: 0, out_for_delivery: 0 },
});

/** Records every back-office call, answering the dashboard. */
function adminCalls() {
  const calls: string[] = [];
  server.use(
    http.all(`${API}/admin/*`, ({ request }) => {
      calls.push(new URL(request.url).pathname);
      return HttpResponse.json({ data: dashboard });
    }),
  );
  return calls;
}

describe('back office access', () => {
  it('sends a guest to login, returning to the back office after', async () => {
    const calls = adminCalls();
    const { router } = renderRoutes(routes, '/admin/orders?status=pending');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?redirectTo=%2Fadmin%2Forders%3Fstatus%3Dpending');
    expect(calls).toEqual([]);
  });

  it('shows a shopper the 404 page at /admin and its pages, asking nothing of the admin API', async () => {
    signInAs('shopper');
    const calls = adminCalls();
    renderRoutes(routes, '/admin/products/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('gives a shopper no Back office entry in the menus', async () => {
    signInAs('shopper');
    renderRoutes(routes, '/about');
    const menu = await screen.findByRole('button', { name: 'Account menu' });
    await userEvent.hover(menu);
    expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument();
  });

  it.each(['owner', 'staff'] as const)(
    'gives the %s a Back office entry in the user menu and the drawer, opening the dashboard',
    async (role) => {
      signInAs(role);
      adminCalls();
      const { router } = renderRoutes(routes, '/about');
      await userEvent.hover(await screen.findByRole('button', { name: 'Account menu' }));
      expect(screen.getByRole('link', { name: 'Back office' })).toHaveAttribute('href', '/admin');

      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = screen.getByRole('dialog', { name: 'Menu' });
      await userEvent.click(within(drawer).getByRole('link', { name: 'Back office' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin');
      const nav = screen.getByRole('navigation', { name: 'Back office' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(
        // Categories are the owner's alone: staff are not shown a page the API would refuse them.
        role === 'owner'
          ? [
              'Dashboard',
              'Orders',
              'Products',
              'Weekly orders',
              'Categories',
              'Delivery',
              'Pick-up points',
              'Search names',
              'Pages',
              'Settings',
              'Staff',
              'Changes',
            ]
          : ['Dashboard', 'Orders', 'Products', 'Weekly orders'],
      );
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    },
  );

  it.each([
    ['/admin/settings', 'Settings'],
    ['/admin/staff', 'Staff'],
    ['/admin/categories', 'Categories'],
    ['/admin/delivery', 'Delivery'],
    ['/admin/pickup-points', 'Pick-up points'],
    ['/admin/pages', 'Pages'],
    ['/admin/audit', 'Changes'],
    ['/admin/products/new', 'New product'],
  ])(
    'tells staff who open %s that it is the owner’s, with no form and no call (issue 23)',
    async (path, title) => {
      signInAs('staff');
      const calls = adminCalls();
      renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(
        screen.getByText(/This part of the back office is for the shop owner\. Ask the owner/),
      ).toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(calls).toEqual([]);
    },
  );

  it('keeps a page of the back office out of the shop when it is opened directly', async () => {
    signInAs('owner');
    server.use(http.get(`${API}/admin/orders`, () => HttpResponse.json(onePage([]))));
    renderRoutes(routes, '/admin/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(await screen.findByText('No Entries Found')).toBeInTheDocument();
  });
});
