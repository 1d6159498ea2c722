import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Client build goes to dist/ (served as is); the SSR build used only by the prerenderer goes to dist/.ssr
// and is deleted after prerendering. The dev server proxies /api to the Fastify server.
export default defineConfig({
  plugins: [react()],
  // The year the pages were prerendered: the footer shows it until hydration (so the HTML matches), then today's.
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
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
