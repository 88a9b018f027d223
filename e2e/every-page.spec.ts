import { expectNoAxeViolations } from './support/axe';
import { VISITORS, visitEveryPage, WHO } from './support/pages';
import { test } from './support/test';

// axe finds nothing, of any impact, on any page of the shop or the back office on a desktop (issue 23; the phone's
// walk is every-page.phone.spec.ts). One walk over every page (support/pages.ts) a visitor, side by side.

for (const visitor of VISITORS) {
  test(`every page ${WHO[visitor]} sees on a desktop: no axe violation`, async ({ page, request }) => {
    test.setTimeout(600_000);
    await visitEveryPage(page, request, visitor, async ({ path }) => {
      await expectNoAxeViolations(page, `${path} (${visitor})`);
    });
  });
}
