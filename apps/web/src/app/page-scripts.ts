// A page rendered on the server paints before its scripts download (decision 020). The server lists the page's
// scripts in a `<script type="application/json">` block instead of `<link rel="modulepreload">` tags, which the
// browser would fetch at once, beside the styles and pictures the first paint needs; the browser entry
// (src/boot.ts) preloads them, all in parallel, once the page has painted.

export const PAGE_SCRIPTS_ID = 'oko-page-scripts';

/** Resolves once the browser has painted the page: in the task after the next frame. */
export const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * On a page rendered on the server: waits for its first paint (unless the tab is hidden, where no frame comes), then
 * preloads the scripts the server listed. Answers whether the page was rendered on the server.
 */
export async function preloadPageScripts(doc: Document = document): Promise<boolean> {
  const list = doc.getElementById(PAGE_SCRIPTS_ID)?.textContent;
  if (!list) return false;
  if (doc.visibilityState === 'visible') await afterNextPaint();
  for (const href of JSON.parse(list) as string[]) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  return true;
}
