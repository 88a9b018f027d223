import { expectNoAxeViolations } from './support/axe';
import { VISITORS, visitEveryPage, WHO } from './support/pages';
import { expect, test } from './support/test';

// Phones first (issue 23): no page of the shop or the back office scrolls sideways on the narrowest phone we
// serve, 360 px wide, and axe finds nothing on any of them. One walk over every page (support/pages.ts), each
// page checked once it is up; every finding is reported, not only the first. A walk a visitor, side by side.

test.use({ viewport: { width: 360, height: 780 } });

for (const visitor of VISITORS) {
  test(`every page ${WHO[visitor]} sees at 360 px: no sideways scroll, no axe violation`, async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    await visitEveryPage(page, request, visitor, async ({ path }) => {
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
}
