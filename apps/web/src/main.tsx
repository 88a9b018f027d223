import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { env } from './config/env';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element to render the storefront into.');

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
