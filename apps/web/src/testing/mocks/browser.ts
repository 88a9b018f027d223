import { setupWorker } from 'msw/browser';
import { createHandlers } from '@oko/mock-api/handlers';
import { createInitialState, createMockDb, DEMO_SHOPPER, type MockState } from '@oko/mock-api/state';
import { env } from '@/config/env';

// Mock mode (spec section 1, ENABLE_API_MOCKING): the mock API answers every call in the browser through MSW's
// service worker (public/mockServiceWorker.js), so the storefront runs with no API server. main.tsx imports this
// file only when mocking is on, so a normal build carries none of it.

/** The mock's memory survives reloads in this tab's browser (signing out clears it with the rest). */
const STORAGE_KEY = 'oko-mock-api-v1';

function restore(): MockState {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (saved) return JSON.parse(saved) as MockState;
  } catch {
    // A broken copy: start again from the demo shop.
  }
  return createInitialState();
}

export async function startMockApi() {
  const db = createMockDb(
    {
      // No mail leaves a mock: the code shows here, in the browser's console.
      onMail: (mail) => console.info(`[mock API] mail to ${mail.to}: ${mail.subject}`),
      onChange: (state) => window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state)),
    },
    restore(),
  );
  const worker = setupWorker(...createHandlers(db, { apiUrl: env.API_URL, unknownPathsNotFound: true }));
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Pages, scripts and styles go to Vite or the server as usual.
    onUnhandledRequest: 'bypass',
    // Our own line below says what matters (the demo sign-in, mailed codes); MSW's per-request log would bury it.
    quiet: true,
  });
  console.info(
    `[mock API] on: every call is answered in the browser. Sign in as ${DEMO_SHOPPER.email} / ${DEMO_SHOPPER.password}; codes of registration and password reset are printed here.`,
  );
}
