import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShell } from '@/testing/render-shell';
import { loadHeaderPartsBeforeAll } from '@/testing/test-utils';

loadHeaderPartsBeforeAll();

describe('page shell', () => {
  it('has the black top banner with its shopNow link', () => {
    renderShell();
    expect(
      screen.getByText(
        /All farm produce is organically cultivated and carefully processed under optimal conditions/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'shopNow' })).toHaveAttribute('href', '/products');
  });

  it('shows Home, Categories, About and Login to a guest, with the desktop search box', () => {
    renderShell();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Categories',
      'About',
      'Login',
    ]);
    expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth/login?redirectTo=%2Fcategories',
    );
    expect(screen.getByPlaceholderText('What are you looking to order today?')).toBeInTheDocument();
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it('falls back to the bundled logo when the settings logo fails to load', () => {
    renderShell();
    const logo = screen.getByRole('img', { name: 'Oko Farm' });
    expect(logo).toHaveAttribute('src', '/media/logo.svg');
    fireEvent.error(logo);
    expect(screen.getByRole('img', { name: 'Oko Farm' })).not.toHaveAttribute('src', '/media/logo.svg');
    expect(screen.getByRole('link', { name: 'Oko Farm home' })).toHaveAttribute('href', '/');
  });

  it('gives the logo a width and height, so the header keeps its place while it loads', () => {
    renderShell();
    const logo = screen.getByRole('img', { name: 'Oko Farm' });
    expect(logo).toHaveAttribute('width', '240');
    expect(logo).toHaveAttribute('height', '64');
  });

  it('links the cart with its count', () => {
    renderShell({ cartCount: 3 });
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/carts');
  });

  it('opens a full-screen search with placeholder "Search" and closes it with "cancel"', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    const overlay = screen.getByRole('dialog', { name: 'Search' });
    expect(within(overlay).getByPlaceholderText('Search')).toBeInTheDocument();
    await userEvent.click(within(overlay).getByRole('button', { name: 'cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('opens the side drawer with its links and "Sign In" for a guest', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    const drawer = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(drawer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile', '/users/profiles'],
      ['My Order', '/users/orders'],
      ['Cart', '/carts'],
      ['Products', '/products'],
      ['Categories', '/categories'],
      ['About', '/about'],
      ['Privacy', '/privacy'],
      ['Help', '/about'],
      ['Sign In', '/auth/login?redirectTo=%2Fcategories'],
    ]);
    await userEvent.click(drawer.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  // Escape, focus held inside and given back to the opener are the browser's (showModal): e2e/phone.spec.ts.

  it('gives a signed-in user the hover menu and Sign out instead of Login', async () => {
    const { onSignOut } = renderShell({ user: { name: 'Adaeze' } });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await userEvent.hover(screen.getByRole('button', { name: 'Account menu' }));
    const menu = within(screen.getByRole('list', { name: 'Account menu' }));
    expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile', '/users/profiles'],
      ['Orders', '/users/orders'],
      ['Payments', '/users/payment'],
      ['Weekly orders', '/users/weekly-orders'],
    ]);
    await userEvent.click(menu.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Sign out' }),
    ).toBeInTheDocument();
  });

  it("names the owner's free-delivery threshold in the footer, and promises no free delivery without one", () => {
    const { unmount } = renderShell({ freeDeliveryThreshold: '25000.50' });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('heading', { name: 'Free delivery' })).toBeInTheDocument();
    expect(
      footer.getByText('Do purchase over ₦25,000.50 and get free delivery anywhere'),
    ).toBeInTheDocument();
    unmount();

    for (const freeDeliveryThreshold of [null, undefined]) {
      const view = renderShell({ freeDeliveryThreshold });
      const benefits = within(screen.getByRole('region', { name: 'Why shop with us' }));
      expect(benefits.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
        'Best Prices & Deals',
        'Refundable',
      ]);
      expect(screen.getByRole('contentinfo')).not.toHaveTextContent(/free delivery/i);
      view.unmount();
    }
  });

  it('has the footer: benefits, contact, work hours, link columns, copyright and icons', () => {
    // The spec's footer: a shop whose owner set free delivery over ₦5000.
    renderShell({ freeDeliveryThreshold: '5000.00' });
    const footer = within(screen.getByRole('contentinfo'));

    for (const text of [
      'Best Prices & Deals',
      "Don't miss our daily amazing deals and prices",
      'Refundable',
      'If your items have damage we agree to refund it',
      'Free delivery',
      'Do purchase over ₦5000 and get free delivery anywhere',
      '12 Market Road, Ibadan',
      '8:00 - 20:00, Sunday - Thursday',
      `© ${new Date().getFullYear()} Oko Farm. All rights reserved.`,
    ]) {
      expect(footer.getByText(text)).toBeInTheDocument();
    }
    expect(footer.getByRole('link', { name: '+234 800 000 0000' })).toHaveAttribute(
      'href',
      'tel:+2348000000000',
    );
    expect(footer.getByRole('link', { name: 'hello@oko.test' })).toHaveAttribute(
      'href',
      'mailto:hello@oko.test',
    );

    const column = (name: string) =>
      within(footer.getByRole('navigation', { name }))
        .getAllByRole('listitem')
        .map((item) => [item.textContent, within(item).queryByRole('link')?.getAttribute('href') ?? null]);
    expect(column('Account')).toEqual([
      ['Cart', '/carts'],
      ['Track Order', '/users/account'],
      ['Shipping Details', null],
    ]);
    expect(column('Useful links')).toEqual([
      ['About Us', null],
      ['Contact', null],
      ['Hot deals', null],
      ['Promotions', null],
      ['New products', '/products'],
    ]);
    expect(column('Help Center')).toEqual([
      ['Payments', null],
      ['Refund', null],
      ['Checkout', null],
      ['Shipping', null],
      ['Q&A', null],
      ['Privacy Policy', '/privacy'],
    ]);
    expect(
      within(footer.getByRole('list', { name: 'Payment methods' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(within(footer.getByRole('list', { name: 'Social media' })).getAllByRole('img')).toHaveLength(4);
  });
});
