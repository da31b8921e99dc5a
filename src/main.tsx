import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { hasStoredSession } from '@/lib/pocketbase';
import './app/pwa/install-prompt';
import { App } from './app/app';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App Router={BrowserRouter} />
  </StrictMode>
);
// Pages rendered at build time (see src/prerender.tsx) are hydrated. A signed-in visitor's
// first render differs from the signed-out prerendered HTML (the inline script in
// index.html has already emptied #root for them), so that case renders from scratch.
if (container.firstElementChild && !hasStoredSession()) {
  // Let the browser paint the prerendered HTML before the hydration work starts.
  requestAnimationFrame(() => {
    setTimeout(() => hydrateRoot(container, app), 0);
  });
} else {
  container.textContent = '';
  createRoot(container).render(app);
}
