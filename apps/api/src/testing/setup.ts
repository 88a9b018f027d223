// A test that logs console.error (or console.warn) fails: the log is where unexpected trouble shows first.
import { afterEach, beforeEach, expect, vi } from 'vitest';

beforeEach(() => {
  vi.spyOn(console, 'error');
  vi.spyOn(console, 'warn');
});

afterEach(() => {
  expect(console.error, 'console.error was called').not.toHaveBeenCalled();
  expect(console.warn, 'console.warn was called').not.toHaveBeenCalled();
  vi.restoreAllMocks();
});
