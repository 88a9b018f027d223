import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

// On a phone: the search icon opens a full-screen overlay; the hamburger opens the side drawer.

test('the search overlay opens and cancels', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByPlaceholder('What are you looking to order today?')).toBeHidden();
  await page.getByRole('button', { name: 'Search' }).click();
  const overlay = page.getByPlaceholder('Search', { exact: true });
  await expect(overlay).toBeVisible();
  await page.getByRole('button', { name: 'cancel' }).click();
  await expect(overlay).toBeHidden();
});

test('the side drawer lists the guest entries in order and navigates', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link')).toHaveText([
    'Profile',
    'My Order',
    'Cart',
    'Products',
    'Categories',
    'About',
    'Privacy',
    'Help',
    'Sign In',
  ]);
  await expect(drawer.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/about');
  await drawer.getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByRole('heading', { name: 'All categories' })).toBeVisible();
  await expect(drawer).toBeHidden();
});

test('the user menu is not shown to guests', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign out' })).toHaveCount(0);
});

/** Where focus is after each of `presses` Tabs: inside `dialog`, on the page behind it, or nowhere in the page. */
async function tabThrough(page: Page, dialog: Locator, presses: number) {
  const places: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    places.push(
      await dialog.evaluate((element) => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return 'nowhere';
        return element.contains(focused) ? 'dialog' : `behind: ${focused.outerHTML.slice(0, 80)}`;
      }),
    );
  }
  return places;
}

/**
 * From the home page, the button `opener` opens the modal `dialog` with focus on `first` inside it (axe finds
 * nothing there); `presses` Tabs keep focus inside; Escape closes it and gives focus back to the opener.
 */
async function expectFocusHeld(
  page: Page,
  { opener, dialog, where, presses }: { opener: string; dialog: string; where: string; presses: number },
  first: (dialog: Locator) => Locator,
) {
  await page.goto('/');
  const button = page.getByRole('button', { name: opener });
  await button.click();
  const open = page.getByRole('dialog', { name: dialog });
  await expect(first(open)).toBeFocused();
  await expectNoAxeViolations(page, where);
  const places = await tabThrough(page, open, presses);
  expect(places.filter((place) => place.startsWith('behind'))).toEqual([]);
  expect(places).toContain('dialog');
  await page.keyboard.press('Escape');
  await expect(open).toBeHidden();
  await expect(button).toBeFocused();
}

// Issue 23: both are modal dialogs (the native <dialog>): focus moves in, Tab never reaches the page behind,
// Escape closes them and focus returns to the button that opened them.
test('the drawer holds focus until Escape closes it', async ({ page }) => {
  await expectFocusHeld(
    page,
    { opener: 'Open menu', dialog: 'Menu', where: 'the open drawer', presses: 14 },
    (drawer) => drawer.getByRole('button', { name: 'Close menu' }),
  );
});

test('the search overlay holds focus until Escape closes it', async ({ page }) => {
  await expectFocusHeld(
    page,
    { opener: 'Search', dialog: 'Search', where: 'the open search overlay', presses: 6 },
    (overlay) => overlay.getByPlaceholder('Search', { exact: true }),
  );
});
