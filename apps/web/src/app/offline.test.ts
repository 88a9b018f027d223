// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '@/lib/notifications';
import {
  OFFLINE_MESSAGE,
  OFFLINE_TITLE,
  registerServiceWorker,
  SERVICE_WORKER_URL,
  watchConnection,
} from './offline';

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
    stop = watchConnection();
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
    stop = watchConnection();
    expect(onlineManager.isOnline()).toBe(true);
    expect(toasts()).toEqual([]);
  });
});
