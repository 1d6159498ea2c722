/**
 * `npm run test:security`: starts the real server (`npm run serve`) in three configurations and tries every input
 * below against it, printing one table row per input with its expected and actual outcome. Exits 1 when any row
 * fails, so CI catches a regression. Needs the built site (`npm run build`) for the header rows.
 *
 *   default            SSRF matrix (loopback listener must see no connection), store and AI base URL names that
 *                      resolve to the loopback (outbound rows), uploads (bombs, truncated, empty,
 *                      mislabelled), traversal ids, brute force without a proxy, headers on every route kind
 *   TRUST_PROXY=1 and  brute force behind a proxy with a forged leftmost X-Forwarded-For, HSTS over TLS, other
 *   127.0.0.1/32 open  loopback addresses refused, a store's closed port and TLS failure in the same words, XSS
 *                      through the report and the admin in Chromium (payload file, keywords and edited alts; formula
 *                      cells in the download), edit access (edit token or admin)
 *   127.0.0.2/32 only  127.0.0.1, ::1 and localhost refused, 127.0.0.2 fetched, the stored AI key refused at
 *                      another base URL
 *
 * Every URL the suite sends aims at the loopback (127.0.0.0/8, ::1). Cloud metadata and intranet addresses are
 * "ssrf policy" rows: the server's policy function and connect-time lookup (stub resolver) called directly, so a
 * regression fails a row without any packet leaving the machine. loopback-only.test.ts guards this.
 *
 * `npm run test:security -- --xss-only` runs the Chromium XSS scenario alone.
 */
import { randomBytes } from 'node:crypto';
import { startServerProcess, type ServerProcess } from '@alt-optimizer/server/testing';
import { ADMIN_PASSWORD, bruteForceDirect, bruteForceProxied, editAccess, traversalIds } from './access-checks.ts';
import { headersOnEveryRoute, hstsBehindProxy, siteBuilt } from './header-checks.ts';
import { aiKeyBinding, outboundDefault, outboundErrorWords } from './outbound-checks.ts';
import { SecurityTable } from './security-table.ts';
import { ssrfAllowListed, ssrfDefault, ssrfRanges, startListener, type Listener } from './ssrf-checks.ts';
import { imageUploads, spreadsheetUploads } from './upload-checks.ts';
import { xssThroughReportAndAdmin } from './xss-checks.ts';

const SITE_INDEX = new URL('../../../packages/web/dist/index.html', import.meta.url);

/** A fresh sealing key per run: store connections and the AI key rows need one (nothing is kept after the run). */
const CONNECTOR_SECRET_KEY = randomBytes(32).toString('hex');

function start(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess({
    env: { ADMIN_PASSWORD, CONNECTOR_SECRET_KEY, ENGINE_WORKERS: '0', LOG_LEVEL: 'error', ...env },
    startTimeoutMs: 300_000,
  });
}

/** Every section, each against the server configuration it needs; servers are stopped whatever happens. */
async function runAll(table: SecurityTable, listener: Listener): Promise<void> {
  const plain = await start({});
  try {
    await headersOnEveryRoute(table, plain);
    await ssrfDefault(table, plain, listener);
    await outboundDefault(table, plain, listener);
    await imageUploads(table, plain);
    await spreadsheetUploads(table, plain);
    await traversalIds(table, plain);
    await bruteForceDirect(table, plain);
  } finally {
    await plain.stop();
  }
  const starts = await Promise.allSettled([
    start({ TRUST_PROXY: '1', ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' }),
    start({ ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.2/32' }),
  ]);
  const up = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  if (up.length < starts.length) {
    await Promise.all(up.map((server) => server.stop()));
    throw (starts.find((s) => s.status === 'rejected') as PromiseRejectedResult).reason;
  }
  const [proxied, narrowed] = up as [ServerProcess, ServerProcess];
  try {
    await hstsBehindProxy(table, proxied);
    await ssrfAllowListed(table, proxied, listener);
    await outboundErrorWords(table, proxied, listener);
    // Before the brute force: the browser signs in to the admin from 127.0.0.1.
    await xssThroughReportAndAdmin(table, proxied, ADMIN_PASSWORD);
    await bruteForceProxied(table, proxied);
    await editAccess(table, proxied, `http://127.0.0.1:${listener.port}/a.jpg`);
    await ssrfRanges(table, narrowed, listener);
    await aiKeyBinding(table, narrowed, listener, '127.0.0.2');
  } finally {
    await Promise.all([proxied.stop(), narrowed.stop()]);
  }
}

async function main(): Promise<number> {
  if (!siteBuilt(SITE_INDEX)) {
    process.stderr.write('test:security needs the built site: run `npm run build` first\n');
    return 1;
  }
  const table = new SecurityTable();
  const listener = await startListener();
  const started = performance.now();
  if (process.argv.includes('--xss-only')) {
    // The browser scenario alone (about a minute), for working on the report or the admin pages.
    await table.probe('setup', 'the server starts (TRUST_PROXY=1, 127.0.0.1/32 open)', 'starts', async () => {
      const server = await start({ TRUST_PROXY: '1', ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' });
      try {
        await xssThroughReportAndAdmin(table, server, ADMIN_PASSWORD);
      } finally {
        await server.stop();
      }
      return { actual: 'started', pass: true };
    });
  } else {
    await table.probe('setup', 'the server starts in every configuration', 'all three start', async () => {
      await runAll(table, listener);
      return { actual: 'all three started', pass: true };
    });
  }
  await listener.close();
  const failures = table.failures();
  process.stdout.write(`\n${table.render()}\n\n`);
  process.stdout.write(`${table.checks.length} inputs, ${failures.length} failed, ${Math.round((performance.now() - started) / 1000)} s\n`);
  return failures.length === 0 ? 0 : 1;
}

process.exitCode = await main();
