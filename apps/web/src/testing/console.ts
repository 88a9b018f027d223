import { expect, vi } from 'vitest';

/** Asserts that console.error was called with the message, then forgets the calls so the test may pass. */
export function expectConsoleError(message: string | RegExp) {
  const spy = vi.mocked(console.error);
  expect(
    spy.mock.calls.some((args) =>
      args.some((arg) => (typeof message === 'string' ? String(arg) === message : message.test(String(arg)))),
    ),
  ).toBe(true);
  spy.mockClear();
}
