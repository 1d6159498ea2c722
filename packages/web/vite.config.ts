import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Client build goes to dist/ (served as is); the SSR build used only by the prerenderer goes to dist/.ssr
// and is deleted after prerendering. The dev server proxies /api to the Fastify server.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/size-report.ts to know which chunks each page loads.
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:5000' },
  },
});
