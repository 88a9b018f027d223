import { Markdown as MarkdownToJsx, type MarkdownToJSX } from 'markdown-to-jsx/react';
import { Link } from 'react-router';

// Text the owner writes in the back office (About, Privacy, Terms: decision 018), rendered as React elements:
// raw HTML in it is shown as the text it is, and a link may only go to this shop (a path), the web (http,
// https) or an address to mail or call. markdown-to-jsx (30 kB gzip, its own chunk) loads with these pages only.

const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

/** The link's address when it is one a shopper may follow; null for `javascript:`, `data:` and the like. */
function safeHref(href: string | undefined): string | null {
  const value = (href ?? '').trim();
  return SAFE_LINK.test(value) ? value : null;
}

function MarkdownLink({ href, children }: { href?: string; children?: React.ReactNode }) {
  const target = safeHref(href);
  if (target === null) return <span>{children}</span>;
  if (target.startsWith('/')) return <Link to={target}>{children}</Link>;
  const external = /^https?:/i.test(target);
  return (
    <a href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

const options: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  forceBlock: true,
  overrides: {
    a: { component: MarkdownLink },
    // No pictures from elsewhere in a shop page: an image is its description.
    img: { component: ({ alt }: { alt?: string }) => <span>{alt}</span> },
  },
};

/** The page's Markdown, styled as the shop's text. */
export function Markdown({ children }: { children: string }) {
  return (
    <MarkdownToJsx
      options={options}
      className="max-w-2xl space-y-4 text-stone-700 [&_a]:font-medium [&_a]:text-green-800 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-stone-900 [&_h3]:font-semibold [&_h3]:text-stone-900 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:text-stone-900 [&_ul]:list-disc [&_ul]:pl-6"
    >
      {children}
    </MarkdownToJsx>
  );
}
