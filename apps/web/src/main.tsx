import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { env } from './config/env';
import { useUserStore } from './features/auth/stores/user-store';
import { useGuestCart } from './features/cart/stores/guest-cart';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element to render the storefront into.');

// The browser's own state, read here before the first render rather than when the stores' modules load, so every
// module also imports on the server (decision 016). Both storages are synchronous: this is done at once.
useGuestCart.getState().loadFromSession();
void useUserStore.persist.rehydrate();

/** Mock mode: the mock API's worker must answer before the first call. Loaded only when it is on. */
async function startMockingIfEnabled() {
  if (!env.ENABLE_API_MOCKING) return;
  const { startMockApi } = await import('./testing/mocks/browser');
  await startMockApi();
}

void startMockingIfEnabled()
  .catch((error: unknown) => console.error('Mock mode could not start:', error))
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
