import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebSite } from './web-site.plugin.ts';

let dist: string;
let app: FastifyInstance;

async function put(file: string, text: string): Promise<void> {
  await mkdir(join(dist, file, '..'), { recursive: true });
  await writeFile(join(dist, file), text);
}

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'alt-web-dist-'));
  await put(
    'index.html',
    '<html lang="en"><head><link data-head rel="canonical" href="http://build.test:5000/"></head><body>home http://build.test:5000/api</body></html>',
  );
  await put('.meta/site.json', '{"origin":"http://build.test:5000"}');
  await put(
    'sitemap.xml',
    '<urlset><url><loc>http://build.test:5000/</loc></url><url><loc>http://build.test:5000/fr</loc></url><url><loc>http://build.test:50001/</loc></url></urlset>',
  );
  await put('support/index.html', '<html lang="en">support</html>');
  await put('fr/index.html', '<html lang="fr">accueil</html>');
  await put('fr/guide-rgaa/index.html', '<html lang="fr">rgaa</html>');
  await put('404.html', '<html lang="en">404 - Page Not Found</html>');
  await put('fr/404.html', '<html lang="fr">404 - Page Non Trouvée</html>');
  await put('robots.txt', 'User-agent: *\nSitemap: http://build.test:5000/sitemap.xml\n');
  await put('assets/index-abc.js', 'console.log(1)');
  await put('.vite/manifest.json', '{}');
  app = Fastify();
  // Mirrors app.ts: the API scope with its own JSON not-found handler, then the site.
  await app.register(
    async (api) => {
      api.setNotFoundHandler((_req, reply) => reply.status(404).send({ success: false, error: 'api' }));
      api.get('/health', () => ({ status: 'ok' }));
    },
    { prefix: '/api' },
  );
  await registerWebSite(app, { distDir: dist, publicUrl: 'https://alt.example.com' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

describe('web site plugin', () => {
  it('answers a bulk job’s own page (/jobs/{id}, /fr/jobs/{id}) with the home page, noindex; anything else there is a 404', async () => {
    const id = '3f2b8c1e-4a5d-4e6f-8a7b-9c0d1e2f3a4b';
    const en = await app.inject({ url: `/jobs/${id}` });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('home');
    expect(en.headers['x-robots-tag']).toBe('noindex');
    const fr = await app.inject({ url: `/fr/jobs/${id}` });
    expect(fr.statusCode).toBe(200);
    expect(fr.body).toContain('accueil');
    const bad = await app.inject({ url: '/jobs/not-a-job' });
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain('404 - Page Not Found');
  });

  it('serves prerendered pages with 200 and HTML type', async () => {
    for (const [url, text] of [
      ['/', 'home'],
      ['/support', 'support'],
      ['/fr', 'accueil'],
      ['/fr/guide-rgaa', 'rgaa'],
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(text);
    }
  });

  it('answers unknown paths with the 404 page in the path language and status 404', async () => {
    const en = await app.inject({ url: '/nope' });
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('404 - Page Not Found');
    const fr = await app.inject({ url: '/fr/nope' });
    expect(fr.statusCode).toBe(404);
    expect(fr.body).toContain('404 - Page Non Trouvée');
  });

  it('never answers /api paths with the site', async () => {
    const known = await app.inject({ url: '/api/health' });
    expect(known.json()).toEqual({ status: 'ok' });
    const unknown = await app.inject({ url: '/api/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: 'api' });
  });

  it('serves hashed assets with long caching and root files', async () => {
    const asset = await app.inject({ url: '/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.body).toBe('User-agent: *\nSitemap: https://alt.example.com/sitemap.xml\n');
  });

  it('writes PUBLIC_URL instead of the build origin in page heads, sitemap.xml and robots.txt, never in page bodies', async () => {
    const home = await app.inject({ url: '/' });
    expect(home.body).toContain('<link data-head rel="canonical" href="https://alt.example.com/">');
    // The body stays as the client renders it, so hydration matches.
    expect(home.body).toContain('home http://build.test:5000/api');
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toBe(
      '<urlset><url><loc>https://alt.example.com/</loc></url><url><loc>https://alt.example.com/fr</loc></url><url><loc>http://build.test:50001/</loc></url></urlset>',
    );
  });

  it('serves a page rebuilt while the server runs (its new asset names), not the copy seen at start', async () => {
    await put('support/index.html', '<html lang="en">support rebuilt</html>');
    expect((await app.inject({ url: '/support' })).body).toContain('support rebuilt');
  });

  it('keeps build internals and parent folders out of reach', async () => {
    expect((await app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/../404.html' })).statusCode).not.toBe(200);
  });

  it('redirects a trailing slash to the canonical path', async () => {
    const res = await app.inject({ url: '/support/?x=1' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/support?x=1');
  });
});
