import type { Locator, Page } from '@playwright/test';
import { placeOrder } from './support/orders';
import { expect, test } from './support/test';
import { signIn, verifiedShopper } from './support/shopper';

// My Orders and an order's page on a phone (Pixel 7, 412 px) against the real server. Before, both were tables
// wider than the screen inside a sideways scroll box: only Order, Date and Items of an order showed, and the
// line Total sat off-screen with nothing to say there was more. Now each row is a card of label/value pairs
// below the `md` breakpoint; the markup stays a table with its column headers for screen readers.

const ORDER_COLUMNS = ['Order', 'Date', 'Items', 'Total', 'Payment', 'Status', 'Tracking'];
const LINE_COLUMNS = ['Product', 'Unit', 'Quantity', 'Unit price', 'Total'];

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(innerWidth);
}

/** The table's scroll box has nothing hidden to its side. */
async function expectNothingBeyondTheBox(table: Locator, what: string) {
  const { scrollWidth, clientWidth } = await table.evaluate((element) => {
    const box = element.parentElement!;
    return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth };
  });
  expect(scrollWidth, `${what}: nothing is hidden beside the box`).toBeLessThanOrEqual(clientWidth);
}

/**
 * Every cell of the row is a labelled field on screen: within the screen's width, wholly visible once the page is
 * scrolled down to it (not clipped by the table's box), its value not empty, its label drawn beside its value.
 */
async function expectEveryFieldOnScreen(page: Page, row: Locator, titles: string[], what: string) {
  const width = page.viewportSize()!.width;
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(titles.length);
  for (const [index, title] of titles.entries()) {
    const cell = cells.nth(index);
    const field = `${what}: ${title}`;
    // Scroll the page down to it, never sideways (scrollIntoView would also scroll the table's box).
    await cell.evaluate((element) =>
      window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight / 3),
    );
    await expect(cell, `${field} is wholly on screen`).toBeInViewport({ ratio: 1 });
    const box = (await cell.boundingBox())!;
    expect(box.x, `${field} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${field} ends on screen`).toBeLessThanOrEqual(width);
    await expect(cell, `${field} has a value`).not.toHaveText('');
  }
  for (const [index, title] of titles.entries()) {
    const cell = cells.nth(index);
    const field = `${what}: ${title}`;
    // The label is the cell's ::before, drawn from its column title: it takes room and says the title.
    const label = await cell.evaluate((element) => {
      const before = getComputedStyle(element, '::before');
      return { content: before.content, width: before.width, label: element.getAttribute('data-label') };
    });
    expect(label.label, `${field} is labelled with its column`).toBe(title);
    expect(label.content, `${field} shows its label`).not.toBe('none');
  }
}

/** The row as Chrome's accessibility tree gives it to a screen reader: its column headers and cells. */
async function accessibleTable(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { nodeId: string; role?: { value: string }; name?: { value: string }; childIds?: string[] }[];
  };
  await cdp.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const table = nodes.find((node) => node.role?.value === 'table' && node.name?.value === name);
  const under = (id: string, role: string): { name: string }[] => {
    const node = byId.get(id);
    if (!node) return [];
    const here = node.role?.value === role ? [{ name: node.name?.value ?? '' }] : [];
    return [...here, ...(node.childIds ?? []).flatMap((child) => under(child, role))];
  };
  return {
    found: !!table,
    headers: table ? under(table.nodeId, 'columnheader').map((cell) => cell.name) : [],
    cells: table ? under(table.nodeId, 'cell').map((cell) => cell.name) : [],
  };
}

test('on a phone every field of an order and of its lines is on screen, with no sideways scrolling', async ({
  page,
  request,
}) => {
  const viewport = page.viewportSize()!;
  expect(viewport.width, 'a phone-sized screen, below md').toBeLessThan(768);

  const shopper = await verifiedShopper(request, { name: 'Ngozi', lastName: 'Eze' });
  const order = await placeOrder(request, shopper);
  await signIn(page, shopper);

  // My Orders: the order is a card; every field (number, date, items, total, payment, status, Track) on screen.
  await page.goto('/users/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const orders = page.getByRole('table', { name: 'Your orders' });
  const row = orders
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `#${order.id}`, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveCSS('display', 'block');
  const headerRow = (await orders.locator('thead').boundingBox())!;
  expect(headerRow.height, 'no header row on screen: each value carries its label').toBeLessThanOrEqual(1);
  await expectEveryFieldOnScreen(page, row, ORDER_COLUMNS, 'the order');
  await expect(row.getByRole('cell').nth(4)).toHaveText('Payment On delivery · To pay on delivery');
  await expect(row.getByRole('cell').nth(5)).toHaveText('Pending');
  await expect(row.getByRole('link', { name: `Track order #${order.id}` })).toBeInViewport({ ratio: 1 });
  await expectNothingBeyondTheBox(orders, 'My Orders');
  await expectNoSidewaysScroll(page);

  // A screen reader still meets a table: the seven column headers, and cells that read only their values.
  const orderTable = await accessibleTable(page, 'Your orders');
  expect(orderTable.found, 'Chrome exposes My Orders as a table').toBe(true);
  expect(orderTable.headers).toEqual(ORDER_COLUMNS);
  expect(orderTable.cells).toContain('Payment On delivery · To pay on delivery');
  expect(orderTable.cells).toContain('Pending');

  // The order's page: each line is a card with its product, unit, quantity, unit price and line Total on screen.
  await row.getByRole('link', { name: `#${order.id}`, exact: true }).tap();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeVisible();
  const items = page.getByRole('table', { name: `Items of order #${order.id}` });
  const lines = items.locator('tbody').getByRole('row');
  await expect(lines).toHaveCount(order.items.length);
  for (const [index, item] of order.items.entries()) {
    const line = lines.nth(index);
    await expect(line.getByRole('cell').first()).toHaveText(item.product_name);
    await expectEveryFieldOnScreen(page, line, LINE_COLUMNS, `line ${index + 1}`);
  }
  await expectNothingBeyondTheBox(items, 'the order lines');
  await expectNoSidewaysScroll(page);
  const lineTable = await accessibleTable(page, `Items of order #${order.id}`);
  expect(lineTable.headers).toEqual(LINE_COLUMNS);
  expect(lineTable.cells[0], 'a cell reads its value alone, not its drawn label too').toBe(
    order.items[0]!.product_name,
  );

  // Wider than md the same page keeps its table: a header row on screen, rows as table rows, no drawn labels.
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(items.locator('thead')).toBeVisible();
  await expect(lines.first()).toHaveCSS('display', 'table-row');
  const desktopLabel = await lines
    .first()
    .getByRole('cell')
    .first()
    .evaluate((element) => getComputedStyle(element, '::before').content);
  expect(desktopLabel, 'no drawn label on a wide screen').toBe('none');
});
