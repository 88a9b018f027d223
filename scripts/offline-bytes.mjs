// What the service worker saves a shopper's data plan (issue 29, decision 030): the bytes its install downloads,
// and the bytes of a repeat visit to a page seen before. Drives Debian's Chromium against a running shop
// (`npm start`), counting every response's transfer size as Chromium reports it, the service worker's own
// requests included (Playwright's service-worker network events). `npm run bench:web` will carry these figures.
// Usage: PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS=1 node scripts/offline-bytes.mjs [base URL] [page …]
//   defaults: http://localhost:3000, /products/1 /categories/fruits /
import { chromium } from '@playwright/test';

if (!process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS) {
  console.error(
    'Set PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS=1: the worker requests are counted only then.',
  );
  process.exit(2);
}
const [base = 'http://localhost:3000', ...asked] = process.argv.slice(2);
const pages = asked.length ? asked : ['/products/1', '/categories/fruits', '/'];
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

/** Network bytes (headers and encoded bodies) of the responses that reached the network, by who asked. */
function meter(context) {
  let tally = { page: 0, worker: 0, requests: 0 };
  context.on('requestfinished', async (request) => {
    const response = await request.response();
    // Answered by the service worker from its caches: no network; its own fetch, if any, is counted as the worker's.
    if (!response || response.fromServiceWorker()) return;
    const sizes = await request.sizes();
    // From the HTTP cache: nothing received (Chromium then reports a body of minus the headers).
    const received = Math.max(0, sizes.responseHeadersSize + sizes.responseBodySize);
    if (received === 0) return;
    tally[request.serviceWorker() ? 'worker' : 'page'] += received + sizes.requestHeadersSize;
    tally.requests += 1;
  });
  return {
    take() {
      const taken = tally;
      tally = { page: 0, worker: 0, requests: 0 };
      return taken;
    },
  };
}

const settle = (page) => page.waitForLoadState('networkidle').catch(() => undefined);

try {
  for (const path of pages) {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const bytes = meter(context);
    const page = await context.newPage();
    await page.goto(base + path);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 60_000,
    });
    await settle(page);
    const first = bytes.take();
    // A repeat visit: a new tab on the same page, as a shopper coming back to it.
    await page.close();
    const again = await context.newPage();
    await again.goto(base + path);
    await settle(again);
    await again.waitForTimeout(500);
    const repeat = bytes.take();
    console.log(
      `${path}: first visit ${kB(first.page)} + service worker install ${kB(first.worker)}; ` +
        `repeat visit ${kB(repeat.page + repeat.worker)} (${repeat.requests} requests to the network)`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
