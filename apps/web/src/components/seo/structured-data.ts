// Helpers of a page's previews (page-meta.tsx): description text and schema.org JSON-LD.
import { absoluteUrl } from '@/lib/site-origin';

/** Longest description previews show in full; longer text is cut at a word with an ellipsis. */
const DESCRIPTION_LENGTH = 200;

export function summarize(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * JSON inside <script>: "<" (so "</script>" cannot end the block), ">" and "&" written as \u escapes, and the
 * two line separators older JavaScript refused; JSON.parse reads them back unchanged.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export type Crumb = { name: string; path: string };

/** schema.org BreadcrumbList: the trail from the home page to this one, with absolute URLs. */
export function breadcrumbList(origin: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}
