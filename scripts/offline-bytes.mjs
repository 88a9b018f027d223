// What the service worker saves a shopper's data plan (issue 29, decision 030): the bytes its install downloads,
// and the bytes of a repeat visit to a page seen before. Drives Debian's Chromium against a running shop
// (`npm start`), counting every response's transfer size as Chromium reports it, the service worker's own
// requests included (Playwright's service-worker network events, switched on here). `npm run bench:web` runs it
// on the shop it starts and holds the figures to their ceilings (scripts/bench-web.mjs).
// Usage: node scripts/offline-bytes.mjs [base URL] [page …]
//   defaults: http://localhost:3000, /products/1 /categories/fruits /
import { pathToFileURL } from 'node:url';

// Read when Playwright starts a browser: without it the worker's own requests are not reported.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

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

/**
 * For each page (a URL): the first visit's bytes, the service worker's install (its precache, and what it fetched
 * for itself meanwhile), and a repeat visit in a new tab once the worker controls the site; each in a fresh
 * browser profile. Bytes as received, headers included.
 */
export async function measureOfflineBytes(urls, { executablePath = '/usr/bin/chromium' } = {}) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const results = [];
  try {
    for (const url of urls) {
      const context = await browser.newContext({ serviceWorkers: 'allow' });
      const bytes = meter(context);
      const page = await context.newPage();
      await page.goto(url);
      await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
        timeout: 60_000,
      });
      await settle(page);
      const first = bytes.take();
      // A repeat visit: a new tab on the same page, as a shopper coming back to it.
      await page.close();
      const again = await context.newPage();
      await again.goto(url);
      await settle(again);
      await again.waitForTimeout(500);
      const repeat = bytes.take();
      results.push({
        url,
        firstVisit: first.page,
        install: first.worker,
        repeatVisit: repeat.page + repeat.worker,
        repeatRequests: repeat.requests,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [base = 'http://localhost:3000', ...asked] = process.argv.slice(2);
  const pages = asked.length ? asked : ['/products/1', '/categories/fruits', '/'];
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  const results = await measureOfflineBytes(
    pages.map((path) => base + path),
    { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  );
  for (const result of results)
    console.log(
      `${result.url}: first visit ${kB(result.firstVisit)} + service worker install ${kB(result.install)}; ` +
        `repeat visit ${kB(result.repeatVisit)} (${result.repeatRequests} requests to the network)`,
    );
}
