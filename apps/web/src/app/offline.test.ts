// @vitest-environment jsdom
import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '@/lib/notifications';
import { queryConfig } from '@/lib/query-client';
import {
  OFFLINE_MESSAGE,
  OFFLINE_TITLE,
  refresh,
  registerServiceWorker,
  SAVED_COPY_NOTE,
  SAVED_COPY_PROBE_MS,
  SAVED_COPY_TITLE,
  SERVICE_WORKER_URL,
  watchConnection,
  watchSavedCopies,
} from './offline';
import { SAVED_COPY_ATTRIBUTE, SAVED_COPY_MESSAGE } from '@/service-worker/requests';

const registration = (scriptURL: string) =>
  ({
    active: { scriptURL },
    unregister: vi.fn(() => Promise.resolve(true)),
  }) as unknown as ServiceWorkerRegistration;

function container(registrations: ServiceWorkerRegistration[] = []) {
  return {
    register: vi.fn(() => Promise.resolve(registration(SERVICE_WORKER_URL))),
    getRegistrations: vi.fn(() => Promise.resolve(registrations)),
  };
}

describe('registerServiceWorker (decision 030)', () => {
  it('registers /sw.js for the whole site once the page has loaded', async () => {
    const workers = container();
    await registerServiceWorker(workers as unknown as ServiceWorkerContainer, { mocking: false, dev: false });
    expect(workers.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it("never registers in mock mode, where MSW's worker owns the scope", async () => {
    const workers = container();
    await registerServiceWorker(workers as unknown as ServiceWorkerContainer, { mocking: true, dev: false });
    expect(workers.register).not.toHaveBeenCalled();
    expect(workers.getRegistrations).not.toHaveBeenCalled();
  });

  it("on the dev server removes a production build's worker, and only that", async () => {
    const ours = registration(`http://localhost:3000${SERVICE_WORKER_URL}`);
    const msw = registration('http://localhost:3000/mockServiceWorker.js');
    const workers = container([ours, msw]);
    await registerServiceWorker(workers as unknown as ServiceWorkerContainer, { mocking: false, dev: true });
    expect(ours.unregister).toHaveBeenCalled();
    expect(msw.unregister).not.toHaveBeenCalled();
    expect(workers.register).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers', async () => {
    await expect(registerServiceWorker(undefined, { mocking: false, dev: false })).resolves.toBeUndefined();
  });
});

describe('watchConnection', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    onlineManager.setOnline(true);
    useNotifications.setState({ notifications: [] });
  });

  const toasts = () => useNotifications.getState().notifications;

  it('warns while offline that prices and stock may be out of date, and takes the warning back online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stop = watchConnection(new QueryClient());
    expect(onlineManager.isOnline()).toBe(false);
    expect(toasts()).toEqual([
      expect.objectContaining({ type: 'warning', title: OFFLINE_TITLE, message: OFFLINE_MESSAGE }),
    ]);

    onlineManager.setOnline(true);
    expect(toasts()).toEqual([]);
    onlineManager.setOnline(false);
    onlineManager.setOnline(false);
    expect(toasts()).toHaveLength(1);
  });

  it('says nothing while online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    stop = watchConnection(new QueryClient());
    expect(onlineManager.isOnline()).toBe(true);
    expect(toasts()).toEqual([]);
  });

  it("asks again for what the page shows when the signal returns, never for the shopper's own data", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // The storefront's defaults: fresh for a minute, nothing refetched on reconnect by itself (spec section 7).
    const queryClient = new QueryClient({ defaultOptions: queryConfig });
    const product = vi.fn(() => Promise.resolve({ price: 'new' }));
    const cart = vi.fn(() => Promise.resolve({ rows: [] }));
    queryClient.setQueryData(['product', '1'], { price: 'old' });
    queryClient.setQueryData(['carts'], { rows: [] });
    // On screen: an observer each, as the page's components hold them.
    const observers = [
      new QueryObserver(queryClient, { queryKey: ['product', '1'], queryFn: product }),
      new QueryObserver(queryClient, { queryKey: ['carts'], queryFn: cart, meta: { personal: true } }),
    ].map((observer) => observer.subscribe(() => {}));
    stop = watchConnection(queryClient);

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(queryClient.getQueryData(['product', '1'])).toEqual({ price: 'new' }));
    expect(product).toHaveBeenCalledTimes(1);
    expect(cart).not.toHaveBeenCalled();
    observers.forEach((unsubscribe) => unsubscribe());
  });

  it('leaves the data shown as it was, not an error, when the refresh fails', async () => {
    const queryClient = new QueryClient({ defaultOptions: queryConfig });
    const product = vi.fn(() => Promise.reject(new Error('Failed to fetch')));
    queryClient.setQueryData(['product', '1'], { price: 'old' });
    const observer = new QueryObserver(queryClient, {
      queryKey: ['product', '1'],
      queryFn: product,
      retryDelay: 0,
    });
    const unsubscribe = observer.subscribe(() => {});
    await refresh(queryClient);
    expect(product).toHaveBeenCalled();
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: { price: 'old' } });
    // Stale: asked again when next shown.
    expect(queryClient.getQueryState(['product', '1'])?.isInvalidated).toBe(true);
    unsubscribe();
  });

  it('refreshes nothing when it was online all along', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const queryClient = new QueryClient({ defaultOptions: queryConfig });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    stop = watchConnection(queryClient);
    onlineManager.setOnline(true);
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe('watchSavedCopies: the worker answered from its cache while the phone is online (lie-fi)', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
    onlineManager.setOnline(true);
    useNotifications.setState({ notifications: [] });
  });

  const notes = () =>
    useNotifications
      .getState()
      .notifications.filter((toast) => toast.title === SAVED_COPY_TITLE && toast.message === SAVED_COPY_NOTE);
  const product = 'http://localhost:3000/api/v1/products/12';

  function setUp({ savedPage = false, network = false } = {}) {
    vi.useFakeTimers();
    const worker = new EventTarget();
    const root = document.createElement('html');
    if (savedPage) root.setAttribute(SAVED_COPY_ATTRIBUTE, '');
    const answers = { network };
    const networkAnswers = vi.fn(() => Promise.resolve(answers.network));
    const queryClient = new QueryClient({ defaultOptions: queryConfig });
    const fresh = vi.fn(() => Promise.resolve({ price: 'new' }));
    queryClient.setQueryData(['product', '12'], { price: 'old' });
    const unsubscribe = new QueryObserver(queryClient, {
      queryKey: ['product', '12'],
      queryFn: fresh,
    }).subscribe(() => {});
    const stopWatching = watchSavedCopies(queryClient, {
      worker: worker as unknown as ServiceWorkerContainer,
      root,
      networkAnswers,
    });
    stop = () => {
      stopWatching();
      unsubscribe();
    };
    const message = (data: unknown) => worker.dispatchEvent(new MessageEvent('message', { data }));
    return { answers, networkAnswers, fresh, message, queryClient, root };
  }

  it('says nothing while every answer came from the network', () => {
    setUp();
    expect(notes()).toEqual([]);
  });

  it('notes a catalog answer from the cache until the network answers again, then refreshes the page', async () => {
    const { answers, networkAnswers, fresh, message, queryClient } = setUp();
    message({ type: 'something else', url: product });
    expect(notes()).toEqual([]);
    message({ type: SAVED_COPY_MESSAGE, url: product });
    message({ type: SAVED_COPY_MESSAGE, url: product });
    expect(notes()).toHaveLength(1);
    expect(notes()[0]).toMatchObject({ type: 'info' });

    // Still no network: the note stays and nothing is refreshed.
    await vi.advanceTimersByTimeAsync(SAVED_COPY_PROBE_MS);
    expect(networkAnswers).toHaveBeenCalledWith(product);
    expect(notes()).toHaveLength(1);
    expect(fresh).not.toHaveBeenCalled();

    answers.network = true;
    await vi.advanceTimersByTimeAsync(SAVED_COPY_PROBE_MS);
    expect(fresh).toHaveBeenCalled();
    expect(queryClient.getQueryData(['product', '12'])).toEqual({ price: 'new' });
    expect(notes()).toEqual([]);
  });

  it('notes a page the worker gave from its cache (its <html> is marked), and unmarks it when fresh', async () => {
    const { answers, networkAnswers, root } = setUp({ savedPage: true });
    expect(notes()).toHaveLength(1);
    answers.network = true;
    await vi.advanceTimersByTimeAsync(SAVED_COPY_PROBE_MS);
    expect(networkAnswers).toHaveBeenCalledWith(window.location.href);
    expect(root.hasAttribute(SAVED_COPY_ATTRIBUTE)).toBe(false);
    expect(notes()).toEqual([]);
  });

  it('leaves it to the offline notice while the phone is offline, and asks again as soon as it is back', async () => {
    onlineManager.setOnline(false);
    const { answers, networkAnswers, message } = setUp();
    message({ type: SAVED_COPY_MESSAGE, url: product });
    expect(notes()).toEqual([]);
    await vi.advanceTimersByTimeAsync(SAVED_COPY_PROBE_MS);
    expect(networkAnswers).not.toHaveBeenCalled();

    answers.network = true;
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(networkAnswers).toHaveBeenCalledWith(product));
    await vi.waitFor(() => expect(notes()).toEqual([]));
  });
});
