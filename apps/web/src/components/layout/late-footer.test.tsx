import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chunkLoader } from '@/lib/chunk-loader';
import { expectConsoleError } from '@/testing/console';
import { renderShell } from '@/testing/render-shell';
import { loadHeaderPartsBeforeAll } from '@/testing/test-utils';

loadHeaderPartsBeforeAll();

// The footer's code loads after the page's (load-footer.ts): a chunk that cannot load (a dropped connection, a new
// release that replaced it) leaves the page without its footer, not on an error page.
vi.mock('./load-footer', () => ({
  loadFooter: chunkLoader(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))),
}));

describe('the footer, loaded after the page', () => {
  it('leaves the page whole, without its footer, when its code cannot load', async () => {
    // The footer suspends in the first render, then fails: React wants that render awaited.
    // eslint-disable-next-line testing-library/no-unnecessary-act -- a render that suspends, as React asks
    await act(async () => {
      renderShell();
    });
    expectConsoleError(/Failed to fetch dynamically imported module/);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
