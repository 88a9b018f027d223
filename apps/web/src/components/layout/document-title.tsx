import { documentTitle, useBrand } from '@/lib/brand';

/**
 * Spec section 2's document title as an element: React 19 puts it in the `<head>`, also when the server renders
 * the page (decision 016), so the title is in the HTML before any script runs.
 */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{documentTitle(useBrand(), title)}</title>;
}
