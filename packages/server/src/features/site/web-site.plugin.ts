import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JOB_PAGE_PATTERN } from '@alt-optimizer/contract';
import { ORIGIN_FILES, pageWithOrigin, readBuildOrigin, replaceOrigin } from './public-origin.ts';
import { distExists, indexSite, isApiPath, isFrenchPath, pathOf, type SiteIndex } from './site-files.ts';

export interface WebSiteOptions {
  /** Folder produced by `npm run build -w @alt-optimizer/web`; defaults to packages/web/dist. */
  distDir?: string;
  /** PUBLIC_URL: the origin canonical, hreflang and sitemap URLs name; defaults to the build's own. */
  publicUrl?: string;
}

const DEFAULT_DIST = fileURLToPath(new URL('../../../../web/dist/', import.meta.url));
const HTML_CACHE = 'no-cache';
// Hashed file names change with their content, so browsers may keep them for a year.
const ASSET_CACHE = 'public, max-age=31536000, immutable';

function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', HTML_CACHE)
    .header('x-content-type-options', 'nosniff')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * Called on the root instance (not registered as an encapsulated plugin) because the site's not-found
 * handler must be the root one. Serves the prerendered site: one route per prerendered page (PUBLIC_URL written in
 * its head), hashed assets, root files (robots.txt and sitemap.xml with PUBLIC_URL, logo, photos), and the 404 page with HTTP 404 in the visitor's language. Register it after the
 * /api scope: that scope keeps its own JSON not-found handler, and this plugin refuses /api paths anyway.
 */
export async function registerWebSite(app: FastifyInstance, options: WebSiteOptions = {}): Promise<void> {
  const distDir = options.distDir ?? DEFAULT_DIST;
  if (!(await distExists(distDir))) {
    app.log.warn({ distDir }, 'web build not found: run `npm run build` to serve the site');
    return;
  }
  const site: SiteIndex = await indexSite(distDir);
  // Every page's head, sitemap.xml and robots.txt name PUBLIC_URL instead of the build's origin. Files are read per
  // request (a few KB, like sendFile did), so a rebuild of dist while the server runs serves the new pages and assets.
  const from = await readBuildOrigin(distDir);
  const to = options.publicUrl ?? from;
  const load = async (file: string) => readFile(join(distDir, file), 'utf8');
  const page = async (file: string) => pageWithOrigin(await load(file), from, to);

  await app.register(fastifyStatic, {
    root: distDir,
    serve: false, // only reply.sendFile; routes below decide what is reachable
    cacheControl: false,
  });
  await app.register(async (assets) => {
    await assets.register(fastifyStatic, {
      root: `${distDir}/assets`,
      prefix: '/assets/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', ASSET_CACHE);
      },
    });
  });

  for (const [path, file] of site.pages) {
    app.get(path, async (_request, reply) => sendPage(reply, await page(file)));
  }
  // A bulk job's own page (/jobs/{id}, /fr/jobs/{id}; its edit token after # never reaches us): the home page, whose
  // tool restores the job from the path (issue 24 item 1).
  const home = { en: site.pages.get('/'), fr: site.pages.get('/fr') };
  for (const lang of ['en', 'fr'] as const) {
    const file = home[lang];
    if (file) {
      app.get(lang === 'fr' ? '/fr/jobs/:jobId' : '/jobs/:jobId', async (request, reply) =>
        JOB_PAGE_PATTERN.test(pathOf(request.url))
          ? sendPage(reply.header('x-robots-tag', 'noindex'), await page(file))
          : reply.callNotFound(),
      );
    }
  }
  for (const [path, file] of site.files) {
    if (ORIGIN_FILES.has(path)) {
      const type = path.endsWith('.xml') ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8';
      app.get(path, async (_request, reply) =>
        reply
          .header('cache-control', 'public, max-age=3600')
          .type(type)
          .send(replaceOrigin(await load(file), from, to)),
      );
    } else {
      app.get(path, (_request, reply) => reply.header('cache-control', 'public, max-age=3600').sendFile(file));
    }
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    if (isApiPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ success: false, error: 'Not found' });
    }
    // '/support/' → '/support': one URL per page for search engines.
    if (path !== request.url.split('?')[0] && site.pages.has(path)) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${path}${query}`, 301);
    }
    const notFound = isFrenchPath(path) ? (site.notFoundFr ?? site.notFoundEn) : site.notFoundEn;
    if (!notFound) {
      return reply.status(404).type('text/plain; charset=utf-8').send('404 - Page Not Found');
    }
    return sendPage(reply, await page(notFound), 404);
  });
}
