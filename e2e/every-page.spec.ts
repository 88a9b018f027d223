import { expectNoAxeViolations } from './support/axe';
import { visitEveryPage } from './support/pages';
import { test } from './support/test';

// axe finds nothing, of any impact, on any page of the shop or the back office on a desktop (issue 23; the phone's
// walk is every-page.phone.spec.ts). One walk over every page (support/pages.ts).

test('every page on a desktop: no axe violation', async ({ page, request }) => {
  test.setTimeout(900_000);
  await visitEveryPage(page, request, async ({ path, visitor }) => {
    await expectNoAxeViolations(page, `${path} (${visitor})`);
  });
});
