// The end-to-end tests' `test` and `expect`: Playwright's, except that a page opened with `goto` or `reload` is
// handed back once it responds. A page rendered on the server paints before its scripts run (decision 020): until
// the storefront runs it (`<html data-storefront="running">`; the entry sets "loading"), its links and plain forms
// work but its buttons do not, so a test waits for it as a shopper waits for a page to respond. With JavaScript off
// nothing sets the attribute, and the page is handed back as Playwright's own `goto` does.
import { type BrowserContext, expect, type Page, test as base } from '@playwright/test';
import { createOwner, type Owner } from './admin';
import { accessToken } from './shopper';

/** Resolves once the storefront runs the page, unless JavaScript is off. */
async function untilResponsive(page: Page) {
  const html = page.locator('html');
  if ((await html.getAttribute('data-storefront')) === null) return;
  await expect(html).toHaveAttribute('data-storefront', 'running');
}

const waiting = new WeakSet<Page>();

function wait(page: Page) {
  if (waiting.has(page)) return;
  waiting.add(page);
  const { goto, reload } = page;
  page.goto = async (...args) => {
    const response = await goto.apply(page, args);
    await untilResponsive(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload.apply(page, args);
    await untilResponsive(page);
    return response;
  };
}

/** Every page of `context`, now and later. */
function waitInPages(context: BrowserContext) {
  context.pages().forEach(wait);
  context.on('page', wait);
}

export const test = base.extend<{ owner: Owner & { headers: { Authorization: string } } }>({
  context: async ({ context }, use) => {
    waitInPages(context);
    await use(context);
  },
  // Contexts a test opens itself (a guest beside the owner), too.
  browser: [
    async ({ browser }, use) => {
      const { newContext } = browser;
      browser.newContext = async (options) => {
        const context = await newContext.call(browser, options);
        waitInPages(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  // A fresh shop owner (`createOwner`) for a test that names one, with the headers of their calls to the API
  // (signed in through its login). The owner's command is a process of its own, 10+ s on a busy 2-core machine,
  // and a back-office test takes several pages: the test has three times the time.
  owner: async ({ request }, use, testInfo) => {
    testInfo.slow();
    const owner = createOwner();
    await use({ ...owner, headers: { Authorization: `Bearer ${await accessToken(request, owner)}` } });
  },
});

export { expect };
