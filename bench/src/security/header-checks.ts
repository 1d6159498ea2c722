import { readFileSync } from 'node:fs';
import type { ServerProcess } from '@alt-optimizer/server/testing';
import { call, type Answer } from './client.ts';
import type { SecurityTable } from './security-table.ts';

/** What every response must carry, whatever produced it. */
function missingHeaders(answer: Answer, overTls: boolean): string[] {
  const h = answer.headers;
  const csp = h.get('content-security-policy') ?? '';
  const missing: string[] = [];
  if (!/(^|;)\s*script-src 'self'(;|$)/.test(csp)) {
    missing.push("script-src 'self'");
  }
  if (!csp.includes("frame-ancestors 'none'")) {
    missing.push("frame-ancestors 'none'");
  }
  if (h.get('x-content-type-options') !== 'nosniff') {
    missing.push('nosniff');
  }
  if (!h.get('referrer-policy')) {
    missing.push('Referrer-Policy');
  }
  if (overTls !== h.has('strict-transport-security')) {
    missing.push(overTls ? 'HSTS' : 'no HSTS over plain HTTP');
  }
  return missing;
}

/** The first script file a prerendered page loads (hashed name), to check an asset's headers too. */
function assetPath(html: string): string {
  return /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '/assets/missing.js';
}

export async function headersOnEveryRoute(table: SecurityTable, server: ServerProcess): Promise<void> {
  const home = await call(server.baseUrl);
  const inlineScripts = (home.text.match(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/g) ?? []).length;
  table.add('headers', 'inline executable <script> in the home page', '0', String(inlineScripts), inlineScripts === 0);
  const routes: [string, string, RequestInit?][] = [
    ['prerendered page', '/'],
    ['French page', '/fr'],
    ['static asset', assetPath(home.text)],
    ['sitemap', '/sitemap.xml'],
    ['HTML 404', '/no-such-page'],
    ['API JSON', '/api/health'],
    ['API 404', '/api/no-such-route'],
    ['API 401', '/api/admin/stats'],
    ['API 400 (bad upload)', '/api/process-excel', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } }],
    ['file download', '/api/download-template'],
    ['malformed URL', '/%E0%A4%A'],
  ];
  for (const [kind, path, init] of routes) {
    await table.probe('headers', `${kind}: ${init?.method ?? 'GET'} ${path}`, 'CSP, nosniff, Referrer-Policy, no HSTS', async () => {
      const answer = await call(`${server.baseUrl}${path}`, init);
      const missing = missingHeaders(answer, false);
      return {
        actual: `${answer.status}${missing.length ? ` missing ${missing.join(', ')}` : ', all present'}`,
        pass: missing.length === 0,
      };
    });
  }
}

/** Behind a TLS-terminating proxy (TRUST_PROXY=1, X-Forwarded-Proto: https): HSTS on; a direct client cannot fake it. */
export async function hstsBehindProxy(table: SecurityTable, server: ServerProcess): Promise<void> {
  await table.probe('headers', 'GET / with X-Forwarded-Proto: https from the trusted proxy', 'HSTS', async () => {
    const answer = await call(server.baseUrl, { headers: { 'x-forwarded-proto': 'https' } });
    const missing = missingHeaders(answer, true);
    return {
      actual: `${answer.status}${missing.length ? ` missing ${missing.join(', ')}` : ', HSTS present'}`,
      pass: missing.length === 0,
    };
  });
}

/** The prerendered site must exist: the header rows read its pages. */
export function siteBuilt(indexHtml: URL): boolean {
  try {
    return readFileSync(indexHtml, 'utf8').includes('<div id="root">');
  } catch {
    return false;
  }
}
