import type { Connection, ConnectorRun, Publication, ReviewRow } from '@alt-optimizer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorApi, SERVER_START_MS, connectorServerEnv } from '../../testing/connectors-harness.ts';
import { startServerProcess, type ServerProcess } from '../../testing/server-process.ts';
import { startShopifyStandIn, startWooStandIn, type WooStandIn } from '../../testing/store-stand-ins/index.ts';

// The real server process over HTTP against a local WordPress/WooCommerce REST stand-in of 200 products (240 images,
// 60 with an alt already), paged 100 a page with X-WP-Total / X-WP-TotalPages.
const PASSWORD = 'connector test password';
let server: ServerProcess;
let store: WooStandIn;
let admin: ConnectorApi;
let connection: Connection;
const getServer = () => server;

beforeAll(async () => {
  store = await startWooStandIn({ products: 200 });
  server = await startServerProcess({ env: connectorServerEnv(PASSWORD), startTimeoutMs: SERVER_START_MS });
  admin = await ConnectorApi.login(getServer, PASSWORD);
}, SERVER_START_MS + 60_000);
afterAll(async () => {
  await server?.stop();
  await store?.close();
});

const credentials = (username = store.username) => ({
  platform: 'woocommerce',
  storeUrl: store.url,
  username,
  accessToken: store.applicationPassword,
});

async function publish(runId: string): Promise<Publication> {
  const started = await admin.call<{ publication: Publication }>('POST', `/runs/${runId}/publish`);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return admin.waitForPublication(started.body.publication.id);
}

describe('WooCommerce connector errors', { timeout: 120_000 }, () => {
  it('says the application password is wrong, in both languages', async () => {
    const en = await admin.call('POST', '/connections/test', { ...credentials(), accessToken: 'wrong password' });
    expect(en.status).toBe(401);
    expect(en.body).toMatchObject({ code: 'connectorWrongToken', error: expect.stringContaining('WooCommerce refused the access token') });
    const fr = await admin.call('POST', '/connections/test', { ...credentials(), accessToken: 'wrong password' }, 'fr');
    expect(fr.body).toMatchObject({ error: expect.stringContaining("WooCommerce a refusé le jeton d'accès") });
  });

  it('asks for the WordPress user name', async () => {
    const res = await admin.call('POST', '/connections/test', { ...credentials(), username: undefined });
    expect(res.body).toMatchObject({ code: 'connectorUsernameMissing' });
  });

  it('says no WooCommerce store answers at a Shopify address', async () => {
    const shop = await startShopifyStandIn({ products: 1 });
    try {
      const res = await admin.call('POST', '/connections/test', { ...credentials(), storeUrl: shop.url });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'connectorWrongDomain', error: expect.stringContaining('No WooCommerce store answers at') });
    } finally {
      await shop.close();
    }
  });

  it('waits out a 429 with Retry-After, and reports a store that keeps limiting us', async () => {
    store.rateLimitNext(1, 1);
    const waited = await admin.call('POST', '/connections/test', credentials());
    expect(waited.body).toMatchObject({ success: true, storeName: 'Stand-in WooCommerce shop' });
    store.rateLimitNext(50, 1);
    const limited = await admin.call('POST', '/connections/test', credentials());
    store.rateLimitNext(0);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 'connectorRateLimited',
      error: expect.stringContaining('WooCommerce is limiting our requests'),
    });
  });

  it('refuses a public store address over plain http', async () => {
    const res = await admin.call('POST', '/connections/test', { ...credentials(), storeUrl: 'http://store.example.com' });
    expect(res.body).toMatchObject({ code: 'connectorAddressInvalid', error: expect.stringContaining('https://') });
  });
});

describe('WooCommerce connector flow', { timeout: 300_000 }, () => {
  let run: ConnectorRun;
  let rows: ReviewRow[];
  let first: Publication;

  it('connects, previews and describes the images that lack an alt', async () => {
    const created = await admin.call<{ connection: Connection }>('POST', '/connections', credentials());
    expect(created.status).toBe(201);
    connection = created.body.connection;
    expect(JSON.stringify(created.body)).not.toContain(store.applicationPassword);
    const preview = await admin.call('GET', `/connections/${connection.id}/preview`);
    expect(preview.body).toEqual({ success: true, preview: { products: 200, imagesTotal: 240, imagesLackingAlt: 180 } });
    const started = await admin.call<{ run: ConnectorRun }>('POST', `/connections/${connection.id}/runs`, { language: 'fr' });
    run = await admin.waitForRun(started.body.run.id);
    expect(run).toMatchObject({ status: 'ready', productsRead: 200, progress: { totalImages: 180, processedImages: 180 } });
    rows = await admin.rows(run.id);
    expect(rows.filter((r) => r.proposedAlt).length).toBeGreaterThan(170);
  });

  it('publishes to the media items, each once (a double click starts one publication), and again writes nothing', async () => {
    const clicks = await Promise.all([1, 2].map(() => admin.call<{ publication: Publication }>('POST', `/runs/${run.id}/publish`)));
    expect(clicks.map((c) => c.status).sort()).toEqual([202, 409]);
    expect(clicks.find((c) => c.status === 409)!.body).toMatchObject({ code: 'publicationRunning' });
    first = await admin.waitForPublication(clicks.find((c) => c.status === 202)!.body.publication.id);
    const expected = rows.filter((r) => r.proposedAlt).length;
    expect(first.counts).toMatchObject({ written: expected, failed: 0, pending: 0 });
    expect(store.writes).toHaveLength(expected);
    expect(new Set(store.writes.map((w) => w.mediaId)).size).toBe(expected);
    const again = await publish(run.id);
    expect(again.counts).toMatchObject({ written: 0, skipped: again.counts.total });
    expect(store.writes).toHaveLength(expected);
  });

  it('undo restores the empty alts', async () => {
    const started = await admin.call<{ publication: Publication }>('POST', `/publications/${first.id}/undo`);
    const undo = await admin.waitForPublication(started.body.publication.id);
    expect(undo.counts.written).toBe(first.counts.written);
    const images = store.products.flatMap((p) => p.images);
    expect(images.filter((i) => i.alt === '')).toHaveLength(180);
  });

  it('reports each image the platform refused, with its message', async () => {
    const viewer = await admin.call<{ connection: Connection }>('POST', '/connections', credentials(store.readOnlyUsername));
    const started = await admin.call<{ run: ConnectorRun }>('POST', `/connections/${viewer.body.connection.id}/runs`, {});
    const viewerRun = await admin.waitForRun(started.body.run.id);
    // Only a few rows, so the refusals are quick.
    await admin.call('POST', `/runs/${viewerRun.id}/tick`, { ticked: false });
    const some = (await admin.rows(viewerRun.id)).filter((r) => r.proposedAlt).slice(0, 3);
    for (const row of some) {
      await admin.call('PATCH', `/runs/${viewerRun.id}/rows/${row.id}`, { ticked: true });
    }
    const before = store.writes.length;
    const refused = await publish(viewerRun.id);
    expect(refused.counts).toMatchObject({ total: 3, failed: 3, written: 0 });
    const items = await admin.items(refused.id);
    expect(items.every((i) => i.outcome === 'failed' && i.message?.includes('not allowed to edit'))).toBe(true);
    expect(store.writes).toHaveLength(before);
  });
});
