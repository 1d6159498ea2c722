import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Language } from '@alt-optimizer/contract';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { langFromPath } from './i18n/index.ts';
import { matchPath, ROUTE_PATHS, type RoutePath } from './routes/route-table.ts';
import { preloadPage } from './routes/page-cache.ts';
import { headData, type HeadData } from './seo/head-data.ts';
import { headHtml } from './seo/head-html.ts';

export { ROUTE_PATHS };
export { sitemapXml, robotsTxt } from './seo/sitemap.ts';
export { SITE_ORIGIN } from './seo/site.ts';

export interface RenderedPage {
  html: string;
  head: string;
  lang: Language;
  headData: HeadData;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Render one URL to HTML at build time. prerender (not renderToString) waits for every lazy chunk,
 * including the tool section, so crawlers get the whole page.
 */
export async function render(url: string): Promise<RenderedPage> {
  const match: RoutePath | undefined = matchPath(url);
  const lang = match?.lang ?? langFromPath(url);
  const mod = match ? await preloadPage(match.route) : undefined;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
    // Every Suspense boundary inline: an outlined one is revealed by inline <script>s ($RC, $RV), which the site's
    // Content-Security-Policy (script-src 'self') blocks, so its content would stay hidden until hydration.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await streamToString(prelude);
  const data = headData(match, lang, mod);
  return { html, head: headHtml(data), lang, headData: data };
}
