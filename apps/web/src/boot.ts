// The browser's entry: the styles, then the storefront (main.tsx) once a page rendered on the server has painted
// (decision 020). A page rendered in the browser (the cart, checkout, account pages, the dev server, mock mode)
// starts at once: it shows nothing until the storefront runs.
import './index.css';
import { preloadPageScripts } from './app/page-scripts';

// Until the storefront runs the page (main.tsx), a rendered page is links and plain forms.
document.documentElement.dataset.storefront = 'loading';
// Waiting for the paint is a courtesy: if it fails, the storefront starts at once. If the storefront itself cannot
// load (offline, or a newer release replaced its files), the rendered page keeps its links and plain forms.
void preloadPageScripts()
  .catch(() => false)
  .then(() => import('./main'))
  .catch((error: unknown) => console.error('The storefront could not start:', error));
