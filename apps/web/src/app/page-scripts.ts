// A page rendered on the server paints before its scripts download (decision 020). The server lists the page's
// scripts in a `<script type="application/json">` block instead of `<link rel="modulepreload">` tags, which the
// browser would fetch at once, beside the styles and pictures the first paint needs; the browser entry
// (src/boot.ts) preloads them, all in parallel, once the page has painted.

export const PAGE_SCRIPTS_ID = 'oko-page-scripts';

/** At the latest this long after the entry runs, the scripts load even if no paint was reported. */
const PAINT_WAIT_MS = 3000;

/**
 * Resolves once the browser reports the page's first contentful paint (Paint Timing; at once if it already has),
 * or, where that is not reported, in the task after the next frame; in any case after PAINT_WAIT_MS at the latest.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, PAINT_WAIT_MS);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * On a page rendered on the server: waits for its first paint (unless the tab is hidden, where none comes), then
 * preloads the scripts the server listed. Answers whether the page was rendered on the server.
 */
export async function preloadPageScripts(doc: Document = document): Promise<boolean> {
  const list = doc.getElementById(PAGE_SCRIPTS_ID)?.textContent;
  if (!list) return false;
  if (doc.visibilityState === 'visible') await afterFirstPaint();
  for (const href of JSON.parse(list) as string[]) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  return true;
}
