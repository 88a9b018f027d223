import type { ReactNode } from 'react';
import { DocumentTitle, PageMeta, type PageMetaProps } from '@/components/seo/page-meta';

export type ContentLayoutProps = {
  title: string;
  /** A public page's previews (description, canonical, Open Graph, JSON-LD); other pages have a title only. */
  meta?: Omit<PageMetaProps, 'title'>;
  children?: ReactNode;
};

/** Spec section 2, "Page frame": the title heading above the page's content. */
export function ContentLayout({ title, meta, children }: ContentLayoutProps) {
  return (
    <div className="flex flex-col gap-6">
      {/* The document title is "{title} | {brand}" (spec section 2): this heading's title. */}
      {meta ? <PageMeta title={title} {...meta} /> : <DocumentTitle title={title} />}
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
