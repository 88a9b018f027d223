import { Suspense, use, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import type { FooterProps } from './footer';
import { Header, type HeaderProps } from './header';
import { loadFooter } from './load-footer';
import { TopBanner } from './top-banner';

export type MainLayoutProps = HeaderProps &
  Pick<FooterProps, 'contact' | 'freeDeliveryThreshold'> & { children: ReactNode };

/** The footer once its code is here (load-footer.ts): suspends until then. */
function LateFooter(props: FooterProps) {
  const { Footer } = use(loadFooter());
  return <Footer {...props} />;
}

/** Spec section 2, "Page shell": banner, header, the page, footer. */
export function MainLayout({ contact, freeDeliveryThreshold, children, ...header }: MainLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-stone-50 text-stone-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <TopBanner />
      <Header {...header} />
      {/* At least a screen tall: while a page's code or data loads, the footer waits below the fold instead of
          showing and then being pushed down (a layout shift: docs/benchmarks.md, "Storefront"). */}
      <main id="main" className="mx-auto min-h-screen w-full max-w-7xl flex-1 px-4 py-8">
        {children}
      </main>
      {/* Its own boundaries: the page shows while the footer's code loads, and without it if it cannot. */}
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <LateFooter brand={header.brand} contact={contact} freeDeliveryThreshold={freeDeliveryThreshold} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
