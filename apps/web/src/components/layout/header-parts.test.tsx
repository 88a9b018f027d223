import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkLoader } from '@/lib/chunk-loader';
import { expectConsoleError } from '@/testing/console';
import { renderShell } from '@/testing/render-shell';
import { loadHeaderPartsBeforeAll } from '@/testing/test-utils';

loadHeaderPartsBeforeAll();

// Decision 019 item 6: the drawer, the search overlay and the user menu are a chunk loaded on demand. The test setup
// loads it before every test; here a test swaps in a chunk that arrives (or fails) when it says.
const parts = vi.hoisted(() => ({ load: undefined as ((visit?: string) => Promise<unknown>) | undefined }));
vi.mock('./load-header-parts', async () => {
  const { chunkLoader: loader } = await import('@/lib/chunk-loader');
  const real = loader(() => import('./header-parts'));
  return { loadHeaderParts: (visit?: string) => (parts.load ?? real)(visit) };
});

afterEach(() => {
  parts.load = undefined;
});

/** The header's parts, arriving or failing when the test says; each load asks anew. */
function slowParts() {
  let arrive!: () => Promise<void>;
  let fail!: () => void;
  let asked = 0;
  parts.load = chunkLoader(() => {
    asked += 1;
    return new Promise((resolve, reject) => {
      arrive = () => import('./header-parts').then(resolve);
      fail = () => reject(new Error('Failed to fetch dynamically imported module'));
    });
  });
  return {
    arrive: () => act(() => arrive()),
    fail: () => act(() => fail()),
    asked: () => asked,
  };
}

/** Runs `step` in an awaited act(): a part that suspends inside a synchronous act() is never retried. */
async function settled(step: () => void) {
  await act(async () => {
    step();
  });
}

describe("the header's parts, loaded on demand", () => {
  // Focus moving inside an open dialog is the browser's (showModal): e2e/phone.spec.ts.
  it('opens the drawer once its code arrives', async () => {
    const slow = slowParts();
    renderShell({}, { strictMode: true });
    await settled(() => fireEvent.click(screen.getByRole('button', { name: 'Open menu' })));
    expect(slow.asked()).toBe(1);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    await slow.arrive();
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toHaveAttribute('open');
  });

  it('closes a drawer that cannot load, and asks again at the next tap', async () => {
    const slow = slowParts();
    renderShell({}, { strictMode: true });
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await settled(() => fireEvent.click(menuButton));
    await slow.fail();
    expectConsoleError(/Failed to fetch dynamically imported module/);
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    await settled(() => fireEvent.click(menuButton));
    expect(slow.asked()).toBe(2);
    await slow.arrive();
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('closes a search overlay that cannot load, and asks again at the next tap', async () => {
    const slow = slowParts();
    renderShell({}, { strictMode: true });
    await settled(() => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    await slow.fail();
    expectConsoleError(/Failed to fetch dynamically imported module/);
    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();

    await settled(() => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(slow.asked()).toBe(2);
    await slow.arrive();
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  });

  it('never shows a dialog still loading on the page the shopper went on to', async () => {
    const slow = slowParts();
    renderShell({}, { strictMode: true });
    await settled(() => fireEvent.click(screen.getByRole('button', { name: 'Open menu' })));
    await settled(() => fireEvent.click(screen.getByRole('link', { name: 'Home' })));
    await slow.arrive();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
