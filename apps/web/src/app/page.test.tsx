import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { expectConsoleError } from '@/testing/console';
import { memoryRouter } from '@/testing/test-utils';
import { page, type PageModule } from './page';

// Decision 021: a route's page is its own chunk, loaded when the route first renders.

/** A page's chunk that arrives when the test says. */
function slowChunk(name: string) {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  let asked = 0;
  const importer = () => {
    asked += 1;
    return new Promise<PageModule>((resolve, reject) => {
      arrive = () => resolve({ default: () => <h1>{name}</h1> });
      fail = reject;
    });
  };
  return {
    importer,
    arrive: () => act(() => arrive()),
    fail: (error: Error) => act(() => fail(error)),
    asked: () => asked,
  };
}

function Home() {
  return (
    <>
      <h1>Home</h1>
      <Link to="/about">About</Link>
    </>
  );
}

/** Runs `step` in an awaited act(): a page that suspends inside a synchronous act() is never retried (decision 021). */
async function settled(step: () => void) {
  await act(async () => {
    step();
  });
}

async function renderAt(url: string, about: ReturnType<typeof slowChunk>) {
  const routes = [
    {
      element: (
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      ),
      children: [
        { path: '/', element: <Home /> },
        { path: '/about', ...page(about.importer) },
      ],
    },
  ];
  const { element, router } = memoryRouter(routes, url);
  await settled(() => render(element));
  return router;
}

describe('a page in its own chunk', () => {
  it('shows the full-screen spinner while the first page loads, then the page', async () => {
    const about = slowChunk('About us');
    await renderAt('/about', about);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await about.arrive();
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('shows the full-screen spinner while the next page loads, never the previous page at the new address', async () => {
    const about = slowChunk('About us');
    await renderAt('/', about);
    await settled(() => fireEvent.click(screen.getByRole('link', { name: 'About' })));
    expect(about.asked()).toBe(1);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    // Hidden: out of the accessibility tree.
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
    await about.arrive();
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('loads a page when its link is pressed, so the click shows it without the spinner', async () => {
    const about = slowChunk('About us');
    await renderAt('/', about);
    fireEvent.pointerDown(screen.getByRole('link', { name: 'About' }));
    expect(about.asked()).toBe(1);
    await about.arrive();
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(about.asked()).toBe(1);
  });

  it('follows Back while the next page is still loading', async () => {
    const about = slowChunk('About us');
    const router = await renderAt('/', about);
    await settled(() => fireEvent.click(screen.getByRole('link', { name: 'About' })));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await router.navigate(-1);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await about.arrive();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About us' })).not.toBeInTheDocument();
  });

  it('loads a layout and its page together, not one after the other', async () => {
    const layout = slowChunk('Account');
    const orders = slowChunk('My Orders');
    const { element } = memoryRouter(
      [{ path: '/users', ...page(layout.importer), children: [{ index: true, ...page(orders.importer) }] }],
      '/users',
    );
    await settled(() => render(element));
    expect([layout.asked(), orders.asked()]).toEqual([1, 1]);
  });

  it('shows the error page when the chunk cannot load, and asks again on the next visit', async () => {
    const about = slowChunk('About us');
    const router = await renderAt('/about', about);
    await about.fail(new Error('Failed to fetch dynamically imported module'));
    expect(await screen.findByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    expectConsoleError(/Failed to fetch dynamically imported module/);
    await router.navigate('/');
    await router.navigate('/about');
    expect(about.asked()).toBe(2);
    await about.arrive();
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
  });
});
