import { visitEveryPage } from './support/pages';
import { expect, test } from './support/test';

// Phones first (issue 23): no page of the shop or the back office scrolls sideways on the narrowest phone we
// serve, 360 px wide. One walk over every page (support/pages.ts), each page once it is up.

test.use({ viewport: { width: 360, height: 780 } });

test('no page scrolls sideways at 360 px', async ({ page, request }) => {
  test.setTimeout(600_000);
  await visitEveryPage(page, request, async ({ path, visitor }) => {
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect
      .soft(scrollWidth, `${path} (${visitor}) is ${scrollWidth} px wide`)
      .toBeLessThanOrEqual(clientWidth);
  });
});
