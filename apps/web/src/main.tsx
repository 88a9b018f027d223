import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element to render the storefront into.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
