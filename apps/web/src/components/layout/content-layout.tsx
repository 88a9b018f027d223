import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

export type ContentLayoutProps = {
  title: string;
  /** The document title when it should differ from the heading; the page heading otherwise. */
  documentTitle?: string;
  children?: ReactNode;
};

/** Spec section 2, "Page frame": the title heading above the page's content. */
export function ContentLayout({ title, documentTitle, children }: ContentLayoutProps) {
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={documentTitle ?? title} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
