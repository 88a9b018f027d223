import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
// The mock API answers every component's calls; a call it does not know fails the test.
import './mocks/server';
import { loadFooter } from '@/components/layout/load-footer';

// The footer's code loads after a page's first paint (load-footer.ts); here, as on the server, before the first
// test, so a page's first render is whole and the first test of a file does not wait on the icon library.
await loadFooter();

// The component and route tests' own set-up, after ./setup-unit.ts (vitest.config.ts).
// findBy… and waitFor wait up to 5 s (default 1 s): on a busy 2-core machine a lazy route chunk plus a few
// mocked calls can take longer than a second, and a timeout there says nothing about the storefront.
configure({ asyncUtilTimeout: 5000 });

// jsdom has <dialog> but not its methods. These open and close one as far as jsdom can show it (the `open`
// attribute, the `close` event); what only a browser does (the page behind made inert, focus moved inside, Escape)
// is tested in Chromium (e2e/phone.spec.ts).
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

beforeEach(() => {
  // jsdom does not implement scrolling.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => cleanup());
