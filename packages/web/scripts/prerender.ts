/**
 * Build step 3 (after the client and SSR builds): write dist/<route>/index.html for every route of the
 * route table, the two 404 pages, sitemap.xml and robots.txt, then delete the SSR bundle.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const ssrDir = join(dist, '.ssr');

interface RenderedPage {
  html: string;
  head: string;
  lang: string;
}
interface RoutePathInfo {
  path: string;
  lang: string;
  route: { id: string; indexable: boolean; en?: string; fr?: string; jsonLd?: readonly string[]; meta: Record<string, { title: string }> };
}
interface ServerEntry {
  render: (url: string) => Promise<RenderedPage>;
  ROUTE_PATHS: RoutePathInfo[];
  sitemapXml: () => string;
  robotsTxt: () => string;
  SITE_ORIGIN: string;
}

/** Where a URL's file goes; the server plugin maps paths back with the same rule. */
export function outputFileFor(path: string): string {
  return path === '/' ? join(dist, 'index.html') : join(dist, ...path.split('/').filter(Boolean), 'index.html');
}

function fill(template: string, page: RenderedPage): string {
  return template
    .replace('<html lang="en">', `<html lang="${page.lang}">`)
    .replace('<!--app-head-->', page.head)
    .replace('<!--app-html-->', page.html);
}

async function main(): Promise<void> {
  const entry = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  if (!template.includes('<!--app-html-->')) {
    throw new Error('dist/index.html is not the raw template; run the client build first');
  }
  const jobs: { url: string; file: string }[] = entry.ROUTE_PATHS.map(({ path }) => ({ url: path, file: outputFileFor(path) }));
  // The 404 pages: rendered for a path no route matches, in each language.
  jobs.push({ url: '/__not-found__', file: join(dist, '404.html') });
  jobs.push({ url: '/fr/__not-found__', file: join(dist, 'fr', '404.html') });
  // Render everything before writing: dist/index.html is both the template and the home page's output.
  const pages = [];
  for (const job of jobs) {
    pages.push({ file: job.file, html: fill(template, await entry.render(job.url)) });
  }
  for (const page of pages) {
    await mkdir(dirname(page.file), { recursive: true });
    await writeFile(page.file, page.html);
  }
  await writeFile(join(dist, 'sitemap.xml'), entry.sitemapXml());
  await writeFile(join(dist, 'robots.txt'), entry.robotsTxt());
  // The route table as data, for the end-to-end tests (dot folder: never served by the site plugin).
  const routes = entry.ROUTE_PATHS.map(({ path, lang, route }) => ({
    id: route.id,
    path,
    lang,
    indexable: route.indexable,
    twins: { en: route.en ?? null, fr: route.fr ?? null },
    jsonLd: route.jsonLd ?? [],
    title: (route.meta[lang] ?? route.meta.en ?? route.meta.fr)?.title ?? '',
  }));
  await mkdir(join(dist, '.meta'), { recursive: true });
  await writeFile(join(dist, '.meta', 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
  // The origin written in every canonical/hreflang/sitemap URL: the server swaps it for PUBLIC_URL at start.
  await writeFile(join(dist, '.meta', 'site.json'), `${JSON.stringify({ origin: entry.SITE_ORIGIN })}\n`);
  await rm(ssrDir, { recursive: true, force: true });
  console.log(`prerendered ${pages.length} pages, sitemap.xml and robots.txt into ${dist}`);
}

await main();
