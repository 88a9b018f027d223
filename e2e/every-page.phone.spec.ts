import { expectNoAxeViolations } from './support/axe';
import { visitEveryPage } from './support/pages';
import { expect, test } from './support/test';

// Phones first (issue 23): no page of the shop or the back office scrolls sideways on the narrowest phone we
// serve, 360 px wide, and axe finds nothing on any of them. One walk over every page (support/pages.ts), each
// page checked once it is up; every finding is reported, not only the first.

test.use({ viewport: { width: 360, height: 780 } });

test('every page at 360 px: no sideways scroll, no axe violation', async ({ page, request }) => {
  test.setTimeout(900_000);
  await visitEveryPage(page, request, async ({ path, visitor }) => {
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect
      .soft(scrollWidth, `${path} (${visitor}) is ${scrollWidth} px wide`)
      .toBeLessThanOrEqual(clientWidth);
    await expectNoAxeViolations(page, `${path} (${visitor})`);
  });
});
