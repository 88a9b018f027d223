import { describe, expect, it, vi } from 'vitest';
import { clearOfflineCaches, RUNTIME_CACHES } from './offline-caches';

describe('clearOfflineCaches (sign-out, decision 030)', () => {
  it("deletes the pages, catalog and pictures the service worker kept, never Workbox's precache", async () => {
    const storage = { delete: vi.fn((_name: string) => Promise.resolve(true)) };
    await clearOfflineCaches(storage as unknown as CacheStorage);
    expect(storage.delete.mock.calls.map(([name]) => name).sort()).toEqual(
      Object.values(RUNTIME_CACHES).sort(),
    );
    expect(storage.delete).not.toHaveBeenCalledWith(expect.stringContaining('precache'));
  });

  it('does nothing where the browser has no Cache Storage', async () => {
    await expect(clearOfflineCaches(undefined)).resolves.toBeUndefined();
  });
});
