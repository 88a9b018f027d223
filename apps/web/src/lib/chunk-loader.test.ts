import { expect, it, vi } from 'vitest';
import { chunkLoader } from './chunk-loader';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

it('loads a chunk once, and marks its promise fulfilled for use() once it has arrived', async () => {
  const importer = vi.fn(() => Promise.resolve({ part: 'drawer' }));
  const load = chunkLoader(importer);
  const first = load('a');
  expect(load('b')).toBe(first);
  await settled();
  expect(first).toMatchObject({ status: 'fulfilled', value: { part: 'drawer' } });
  expect(load()).toBe(first);
  expect(importer).toHaveBeenCalledTimes(1);
});

it('asks again after a failure on another visit or when loaded ahead, never twice for the same visit', async () => {
  const importer = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue('drawer');
  const load = chunkLoader(importer);
  const failed = load('opening 1');
  await expect(failed).rejects.toThrow('offline');
  expect(failed).toMatchObject({ status: 'rejected' });
  // The same visit (a render after the failure) keeps it.
  expect(load('opening 1')).toBe(failed);
  // Loaded ahead (no visit): asked again.
  await expect(load()).rejects.toThrow('offline');
  // The next visit: asked again, and it arrives.
  await expect(load('opening 2')).resolves.toBe('drawer');
  expect(importer).toHaveBeenCalledTimes(3);
});
