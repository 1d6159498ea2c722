import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { normalizePath } from './i18n/index.ts';
import { matchPath } from './routes/route-table.ts';
import { preloadPage } from './routes/page-cache.ts';
import './styles/global.css';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) {
    throw new Error('#root is missing from index.html');
  }
  // Load this URL's page chunk first so the first client render matches the prerendered HTML exactly.
  const match = matchPath(normalizePath(window.location.pathname));
  if (match) {
    await preloadPage(match.route);
  }
  const app = (
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
  if (container.hasChildNodes()) {
    hydrateRoot(container, app);
  } else {
    // Dev server (vite) serves the bare template: render from scratch.
    createRoot(container).render(app);
  }
}

void start();
