import type { Connection, ConnectorRun, Publication, ReviewRow } from '@alt-optimizer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorApi, SERVER_START_MS, connectorServerEnv } from '../../testing/connectors-harness.ts';
import { startServerProcess, type ServerProcess } from '../../testing/server-process.ts';
import { startShopifyStandIn, startWooStandIn, type ShopifyStandIn } from '../../testing/store-stand-ins/index.ts';

// The real server process over HTTP against a local Shopify Admin GraphQL stand-in of 200 products (240 images, 60
// with an alt already): dry run, review, publish, publish again, undo, and the merchant's errors.
const PASSWORD = 'connector test password';
let server: ServerProcess;
let shop: ShopifyStandIn;
let admin: ConnectorApi;
let connection: Connection;
const getServer = () => server;

beforeAll(async () => {
  // Shopify Plus's bucket (1,000 points/s restore): the flow is not slowed down; the Standard plan's is tested below.
  shop = await startShopifyStandIn({ products: 200, maximumAvailable: 10_000, restoreRate: 1000 });
  server = await startServerProcess({ env: connectorServerEnv(PASSWORD), startTimeoutMs: SERVER_START_MS });
  admin = await ConnectorApi.login(getServer, PASSWORD);
}, SERVER_START_MS + 60_000);
afterAll(async () => {
  await server?.stop();
  await shop?.close();
});

const credentials = () => ({ platform: 'shopify', storeUrl: shop.url, accessToken: shop.accessToken });

async function readyRun(body: Record<string, unknown>): Promise<ConnectorRun> {
  const created = await admin.call<{ run: ConnectorRun }>('POST', `/connections/${connection.id}/runs`, body);
  expect(created.status).toBe(202);
  const run = await admin.waitForRun(created.body.run.id);
  expect(run.status, run.error ?? '').toBe('ready');
  return run;
}

async function publish(runId: string): Promise<Publication> {
  const started = await admin.call<{ publication: Publication }>('POST', `/runs/${runId}/publish`);
  expect(started.status).toBe(202);
  return admin.waitForPublication(started.body.publication.id);
}

describe('Shopify connector errors', { timeout: 120_000 }, () => {
  it('refuses a visitor without an admin session', async () => {
    const visitor = new ConnectorApi(getServer, undefined);
    const res = await visitor.call('POST', '/connections/test', credentials());
    expect(res.status).toBe(401);
  });

  it('says the token is wrong, in both languages', async () => {
    const en = await admin.call('POST', '/connections/test', { ...credentials(), accessToken: 'shpat_wrong' });
    expect(en.status).toBe(401);
    expect(en.body).toMatchObject({ code: 'connectorWrongToken', error: expect.stringContaining('Shopify refused the access token') });
    const fr = await admin.call('POST', '/connections/test', { ...credentials(), accessToken: 'shpat_wrong' }, 'fr');
    expect(fr.body).toMatchObject({ error: expect.stringContaining("Shopify a refusé le jeton d'accès") });
  });

  it('says no Shopify store answers at a wrong address, and when nothing answers at all', async () => {
    const other = await startWooStandIn({ products: 1 });
    try {
      const wrong = await admin.call('POST', '/connections/test', { ...credentials(), storeUrl: other.url });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        code: 'connectorWrongDomain',
        error: expect.stringContaining(`No Shopify store answers at ${other.url}`),
      });
    } finally {
      await other.close();
    }
    const closed = await admin.call('POST', '/connections/test', { ...credentials(), storeUrl: other.url });
    expect(closed.status).toBe(502);
    expect(closed.body).toMatchObject({ code: 'connectorUnreachable' });
  });

  it('reads a catalogue at the Standard plan bucket without being throttled (waits on throttleStatus)', async () => {
    const standard = await startShopifyStandIn({ products: 60, maximumAvailable: 1000, restoreRate: 100 });
    try {
      const created = await admin.call<{ connection: Connection }>('POST', '/connections', {
        platform: 'shopify',
        storeUrl: standard.url,
        accessToken: standard.accessToken,
      });
      const preview = await admin.call('GET', `/connections/${created.body.connection.id}/preview`);
      expect(preview.body).toMatchObject({ preview: { products: 60, imagesTotal: 72 } });
      expect(standard.throttledAnswers()).toBe(0);
      await admin.call('DELETE', `/connections/${created.body.connection.id}`);
    } finally {
      await standard.close();
    }
  });

  it('waits out THROTTLED answers, then says the store is rate limiting us', async () => {
    shop.throttleNext(50);
    const res = await admin.call('POST', '/connections/test', credentials());
    shop.throttleNext(0);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(res.body).toMatchObject({ code: 'connectorRateLimited', error: expect.stringContaining('Shopify is limiting our requests') });
  });
});

describe('Shopify connector flow', { timeout: 300_000 }, () => {
  let run: ConnectorRun;
  let rows: ReviewRow[];
  let first: Publication;

  it('saves a tested connection without ever answering or logging the token', async () => {
    const created = await admin.call<{ connection: Connection }>('POST', '/connections', credentials());
    expect(created.status).toBe(201);
    connection = created.body.connection;
    expect(connection).toMatchObject({ platform: 'shopify', storeUrl: shop.url, storeName: 'Stand-in Shopify store' });
    const listed = await admin.call('GET', '/connections');
    expect(JSON.stringify([created.body, listed.body])).not.toContain(shop.accessToken);
    expect(server.output()).not.toContain(shop.accessToken);
  });

  it('previews how many images lack an alt', async () => {
    const res = await admin.call('GET', `/connections/${connection.id}/preview`);
    expect(res.body).toEqual({ success: true, preview: { products: 200, imagesTotal: 240, imagesLackingAlt: 180 } });
  });

  it('a dry run describes the images and its publication writes nothing', async () => {
    const dry = await readyRun({ dryRun: true });
    expect(dry.progress).toMatchObject({ totalImages: 180, processedImages: 180 });
    const publication = await publish(dry.id);
    expect(publication).toMatchObject({ dryRun: true, counts: { written: 0, failed: 0, pending: 0 } });
    expect(publication.counts.skipped).toBe(publication.counts.total);
    expect(shop.writes).toHaveLength(0);
  });

  it('describes the images without an alt, with product context, for review', async () => {
    run = await readyRun({ language: 'en' });
    rows = await admin.rows(run.id);
    expect(rows).toHaveLength(180);
    expect(rows.every((r) => r.currentAlt === '')).toBe(true);
    const described = rows.filter((r) => r.proposedAlt);
    expect(described.length).toBeGreaterThan(170);
    expect(described.every((r) => r.proposedAlt!.length <= 125 && r.ticked)).toBe(true);
  });

  it('publishes only the ticked rows, with the merchant edit, each image once', async () => {
    const [unticked, edited] = rows.filter((r) => r.proposedAlt);
    await admin.call('PATCH', `/runs/${run.id}/rows/${unticked!.id}`, { ticked: false });
    const edit = await admin.call<{ row: ReviewRow }>('PATCH', `/runs/${run.id}/rows/${edited!.id}`, {
      editedAlt: 'Merchant wording for this photo',
    });
    expect(edit.body.row).toMatchObject({ editedAlt: 'Merchant wording for this photo', ticked: true });
    first = await publish(run.id);
    const ticked = rows.filter((r) => r.proposedAlt).length - 1;
    expect(first.counts).toMatchObject({ written: ticked, failed: 0, pending: 0 });
    expect(shop.writes).toHaveLength(ticked);
    expect(new Set(shop.writes.map((w) => w.mediaId)).size).toBe(ticked);
    expect(shop.writes.filter((w) => w.alt === 'Merchant wording for this photo')).toHaveLength(1);
    const items = await admin.items(first.id);
    expect(items.find((i) => i.rowId === unticked!.id)).toBeUndefined();
    expect(items.filter((i) => i.outcome === 'written').every((i) => i.oldAlt === '')).toBe(true);
  });

  it('publishing again writes nothing', async () => {
    const before = shop.writes.length;
    const again = await publish(run.id);
    expect(again.counts).toMatchObject({ written: 0, failed: 0, pending: 0 });
    expect((await admin.items(again.id)).every((i) => i.outcome === 'skipped' && i.skipReason === 'alreadyPublished')).toBe(true);
    expect(shop.writes).toHaveLength(before);
  });

  it('undo puts the old alts back and is recorded in the history', async () => {
    const started = await admin.call<{ publication: Publication }>('POST', `/publications/${first.id}/undo`);
    expect(started.status).toBe(202);
    const undo = await admin.waitForPublication(started.body.publication.id);
    expect(undo.counts).toMatchObject({ written: first.counts.written, failed: 0 });
    const restored = shop.products.flatMap((p) => p.images).filter((i) => !i.alt.startsWith('Existing alt'));
    expect(restored.every((i) => i.alt === '')).toBe(true);
    const history = await admin.call<{ publications: Publication[] }>('GET', `/runs/${run.id}/publications`);
    expect(history.body.publications.map((p) => [p.kind, p.undone])).toEqual([
      ['undo', false],
      ['publish', false],
      ['publish', true],
    ]);
    const twice = await admin.call('POST', `/publications/${first.id}/undo`);
    expect(twice.body).toMatchObject({ code: 'nothingToUndo' });
  });

  it('deletes the connection and its sealed token', async () => {
    expect((await admin.call('DELETE', `/connections/${connection.id}`)).status).toBe(200);
    expect((await admin.call<{ connections: Connection[] }>('GET', '/connections')).body.connections).toEqual([]);
    expect((await admin.call('GET', `/runs/${run.id}`)).status).toBe(404);
  });
});
