import { StrictMode } from 'react';
import { vi } from 'vitest';
import { MainLayout, type MainLayoutProps } from '@/components/layout/main-layout';
import { renderWithProviders } from './test-utils';

const contact = { address: '12 Market Road, Ibadan', phone: '+234 800 000 0000', email: 'hello@oko.test' };

/**
 * The page shell (header, footer) around "Page content" at /categories, for a guest with an empty cart; `props`
 * change any of that. `strictMode`: effects run twice, as in the browser in development (main.tsx).
 */
export function renderShell(props: Partial<MainLayoutProps> = {}, { strictMode = false } = {}) {
  const onSignOut = vi.fn();
  const shell = (
    <MainLayout
      brand="Oko Farm"
      logoUrl="/media/logo.svg"
      user={null}
      cartCount={0}
      onSignOut={onSignOut}
      renderSearch={({ placeholder }) => (
        <input type="search" aria-label="Search products" placeholder={placeholder} />
      )}
      contact={contact}
      {...props}
    >
      <p>Page content</p>
    </MainLayout>
  );
  const view = renderWithProviders(strictMode ? <StrictMode>{shell}</StrictMode> : shell, {
    url: '/categories',
    path: '*',
  });
  return { ...view, onSignOut };
}
