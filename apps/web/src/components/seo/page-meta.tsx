// A page's head: its title (spec section 2), and what a search engine or a link preview (WhatsApp, X, Facebook)
// reads without running JavaScript: description, canonical URL, Open Graph, Twitter card, JSON-LD. React 19
// hoists <title>, <meta> and <link> into <head>, in the browser and in server rendering alike (decision 016).
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { documentTitle, useBrand } from '@/lib/brand';
import { absoluteUrl, useSiteOrigin } from '@/lib/site-origin';
import { breadcrumbList, type Crumb, jsonForScript, summarize } from './structured-data';

/** A picture a preview can load: a PNG or JPEG (not our SVG drawings), by its path on the shop's origin. */
export type PreviewImage = { path: string; width: number; height: number; alt: string };

export type PageMetaProps = {
  /** The page's part of the document title; without it the title is the brand alone. */
  title?: string;
  description: string;
  /** The page's own address (path and query); the current path without its query by default. */
  canonicalPath?: string;
  image?: PreviewImage;
  /** Open Graph's type: a product page is a "product", the rest "website". */
  type?: 'website' | 'product';
  /** More Open Graph properties, e.g. a product's `product:price:amount`. */
  openGraph?: Record<string, string>;
  /** The trail from the home page to this page (not counting home itself), as a JSON-LD BreadcrumbList. */
  breadcrumbs?: Crumb[];
  /** More schema.org objects (a Product), each written as one `application/ld+json` block. */
  structuredData?: object[];
  /** Kept out of search engines' indexes (the 404 page, search results), links still followed. */
  noindex?: boolean;
};

/** The document title alone (spec section 2), for pages with nothing to preview (account, back office, errors). */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{documentTitle(useBrand(), title)}</title>;
}

export function PageMeta({
  title,
  description,
  canonicalPath,
  image,
  type = 'website',
  openGraph = {},
  breadcrumbs,
  structuredData = [],
  noindex = false,
}: PageMetaProps) {
  const brand = useBrand();
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const canonical = absoluteUrl(origin, canonicalPath ?? pathname);
  const summary = summarize(description);
  const previewTitle = title ?? brand;
  const imageUrl = image && absoluteUrl(origin, image.path);
  const blocks = breadcrumbs
    ? [
        ...structuredData,
        breadcrumbList(origin, [{ name: brand, path: paths.home.getHref() }, ...breadcrumbs]),
      ]
    : structuredData;

  return (
    <>
      <DocumentTitle title={title} />
      <meta name="description" content={summary} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={brand} />
      <meta property="og:locale" content="en_NG" />
      <meta property="og:title" content={previewTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={canonical} />
      {image && (
        <>
          <meta property="og:image" content={imageUrl} />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta property="og:image:alt" content={image.alt} />
        </>
      )}
      {Object.entries(openGraph).map(([property, content]) => (
        <meta key={property} property={property} content={content} />
      ))}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={previewTitle} />
      <meta name="twitter:description" content={summary} />
      {image && (
        <>
          <meta name="twitter:image" content={imageUrl} />
          <meta name="twitter:image:alt" content={image.alt} />
        </>
      )}
      {blocks.map((data, index) => (
        <script
          // The blocks of one page keep their order: the index is a stable key.
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
        />
      ))}
    </>
  );
}
