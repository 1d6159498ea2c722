import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Connection, ConnectorRun, Publication } from '@alt-optimizer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../testing/bulk-fixtures.ts';
import { ConnectorApi, SERVER_START_MS, connectorServerEnv } from '../../testing/connectors-harness.ts';
import { startServerProcess, type ServerProcess } from '../../testing/server-process.ts';
import { startWooStandIn, type WooStandIn } from '../../testing/store-stand-ins/index.ts';

// kill -9 while an alt write is in flight, then a restart on the same DATA_DIR: the publication resumes and every
// image is written exactly once (the write in flight is found done by reading the store, not sent again).
const PASSWORD = 'connector restart password';
const started: ServerProcess[] = [];
let server: ServerProcess;
let store: WooStandIn;
let dataDir: string;
let env: Record<string, string>;
const getServer = () => server;

async function startServer(): Promise<ServerProcess> {
  server = await startServerProcess({ dataDir, env, startTimeoutMs: SERVER_START_MS });
  started.push(server);
  return server;
}

beforeAll(async () => {
  store = await startWooStandIn({ products: 60, writeDelayMs: 300 });
  dataDir = await mkdtemp(path.join(tmpdir(), 'connectors-kill-'));
  // One key for both processes: the second must open the token the first sealed.
  env = connectorServerEnv(PASSWORD);
  await startServer();
}, SERVER_START_MS + 60_000);
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
  await store?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** POSTs to a media item the store has received but not answered yet. */
const inFlight = () => store.requests.filter((p) => p.startsWith('/wp-json/wp/v2/media/')).length - store.writes.length;

describe('kill -9 mid-publish', { timeout: SERVER_START_MS + 400_000 }, () => {
  it('resumes after a restart and writes each image once', async () => {
    let admin = await ConnectorApi.login(getServer, PASSWORD);
    const created = await admin.call<{ connection: Connection }>('POST', '/connections', {
      platform: 'woocommerce',
      storeUrl: store.url,
      username: store.username,
      accessToken: store.applicationPassword,
    });
    const runStarted = await admin.call<{ run: ConnectorRun }>('POST', `/connections/${created.body.connection.id}/runs`, {});
    const run = await admin.waitForRun(runStarted.body.run.id);
    const expected = (await admin.rows(run.id)).filter((r) => r.proposedAlt);
    const publishing = await admin.call<{ publication: Publication }>('POST', `/runs/${run.id}/publish`);

    // Kill while the store holds a write it has not answered yet, some writes in.
    for (const deadline = Date.now() + 120_000; !(store.writes.length >= 5 && inFlight() > 0);) {
      if (Date.now() > deadline) {
        throw new Error('no write in flight to kill during');
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    server.child.kill('SIGKILL');
    await server.exited;
    await until(async () => (inFlight() === 0 ? true : undefined), 10_000, 'the write in flight to land');
    const writtenBeforeRestart = store.writes.length;
    expect(writtenBeforeRestart).toBeLessThan(expected.length);

    await startServer();
    admin = await ConnectorApi.login(getServer, PASSWORD);
    const done = await admin.waitForPublication(publishing.body.publication.id);
    expect(done.counts).toMatchObject({ written: expected.length, failed: 0, pending: 0 });
    expect(store.writes).toHaveLength(expected.length);
    expect(new Set(store.writes.map((w) => w.mediaId)).size).toBe(expected.length);
    const alts = new Set(store.writes.map((w) => w.alt));
    expect(expected.every((r) => alts.has(r.proposedAlt!))).toBe(true);
  });
});
