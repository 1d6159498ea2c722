import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '@alt-optimizer/contract';
import { csvRows, startImageServer } from '@alt-optimizer/server/testing/bulk-fixtures.ts';
import { rewrittenExport } from '@alt-optimizer/server/testing/catalogue-exports.ts';
import { EVAL_IMAGES } from '@alt-optimizer/server/testing/images.ts';
import { useStarted } from '@alt-optimizer/server/testing/lifecycle.ts';
import { KeyAdmin } from '@alt-optimizer/server/testing/public-api.ts';
import { freePort, startServerProcess } from '@alt-optimizer/server/testing';
import { describe, expect, it } from 'vitest';
import { createRemoteAnalyzer } from './analyzers/remote-analyzer.ts';
import { EXIT } from './program.ts';
import { runCaptured } from './testing/run-captured.ts';
import { parseRunOptions } from './options.ts';

const PASSWORD = 'cli remote test password';

/** The real server process with a real key made by the admin API, and a loopback photo server for URLs and catalogues. */
const world = useStarted('server and key', async (defer) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'cli-remote-'));
  defer(() => rm(dir, { recursive: true, force: true }));
  const images = await startImageServer();
  defer(() => images.close());
  const server = await startServerProcess({
    env: { ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32', ENGINE_WORKERS: '0', ADMIN_PASSWORD: PASSWORD },
  });
  defer(() => server.stop());
  const admin = await KeyAdmin.login(() => server, PASSWORD);
  const { apiKey } = await admin.create('bulk', 'CLI test');
  return { dir, images, server, admin, key: apiKey };
});

/** On the remote analyzer that --server builds. */
const cli = (argv: string[]) =>
  runCaptured(argv, async (options) => {
    if (options.target.kind !== 'remote') {
      throw new Error('these tests pass --server');
    }
    return createRemoteAnalyzer(options.target.url, options.target.key);
  });

describe('--server URL --key KEY against the real server', () => {
  it('describes a folder through /api/v1/alt-text, writing the same path,alt CSV', { timeout: 300_000 }, async () => {
    const { dir, server, key } = world();
    const folder = path.join(dir, 'photos');
    await mkdir(folder, { recursive: true });
    for (const name of ['g0001.jpg', 'g0004.jpg']) {
      await copyFile(fileURLToPath(new URL(name, EVAL_IMAGES)), path.join(folder, name));
    }
    const out = path.join(dir, 'remote.csv');
    const run = await cli([folder, '--out', out, '--server', server.baseUrl, '--key', key, '--lang', 'fr']);
    expect(run.stderr).toContain('2 images: 2 described, 0 already in the CSV, 0 failed');
    expect(run.code).toBe(EXIT.ok);
    const rows = csvRows(await readFile(out, 'utf8')).slice(1);
    expect(rows.map(([p]) => p).sort()).toEqual(['g0001.jpg', 'g0004.jpg']);
    for (const [, alt] of rows) {
      expect(alt!.length).toBeGreaterThan(0);
      expect(alt!.length).toBeLessThanOrEqual(LIMITS.altMaxChars);
    }
  });

  it('describes an image URL (fetched by the server) and prints the JSON answer', async () => {
    const { images, server, key } = world();
    const run = await cli([`${images.base}/img/g0002.jpg`, '--json', '--server', server.baseUrl, '--key', key]);
    expect(run.code).toBe(EXIT.ok);
    expect(JSON.parse(run.stdout)).toMatchObject({ altTag: expect.any(String), needsReview: expect.any(Boolean) });
  });

  it('runs a catalogue as a /api/v1 job and writes the enhanced file', { timeout: 300_000 }, async () => {
    const { dir, images, server, key } = world();
    const source = path.join(dir, 'magento2-import_media.csv');
    await writeFile(source, rewrittenExport('magento2-import_media.csv', images.base));
    const out = path.join(dir, 'magento-out.csv');
    const run = await cli([source, '--out', out, '--server', server.baseUrl, '--key', key]);
    expect(run.stderr).toMatch(/(\d+) images: \1 with alt text, 0 failed/);
    expect(run.code).toBe(EXIT.ok);
    const [header] = csvRows(await readFile(out, 'utf8'));
    expect(header!.slice(-2)).toEqual(['ALT_Status', 'ALT_Error']);
  });

  it('stops with the server message and exit 1 for a wrong or revoked key, and names an unreachable server', async () => {
    const { dir, server } = world();
    const photo = path.join(dir, 'one.jpg');
    await copyFile(fileURLToPath(new URL('g0001.jpg', EVAL_IMAGES)), photo);
    const wrong = await cli([photo, '--server', server.baseUrl, '--key', 'alto_not_a_real_key']);
    expect(wrong.code).toBe(EXIT.error);
    expect(wrong.stderr).toMatch(/^alt-optimizer: The server refused the API key \(401\): .+/);

    const { admin } = world();
    const revoked = await admin.create('pro', 'CLI revoked');
    await admin.call('POST', `/${revoked.key.id}/revoke`);
    const refused = await cli([photo, '--server', server.baseUrl, '--key', revoked.apiKey]);
    expect(refused.code).toBe(EXIT.error);
    expect(refused.stderr).toMatch(/^alt-optimizer: The server refused the API key \(401\): .*revoked/);

    const port = await freePort();
    const down = await cli([photo, '--server', `http://127.0.0.1:${port}`, '--key', 'alto_x']);
    expect(down).toMatchObject({
      code: EXIT.error,
      stderr: `alt-optimizer: Cannot reach the server at http://127.0.0.1:${port}: ECONNREFUSED\n`,
    });
  });

  it(
    'stops a folder at the daily quota of its key (429 and its Retry-After), keeping the row already done for a later run',
    { timeout: 300_000 },
    async () => {
      const { dir, server, admin } = world();
      const { apiKey } = await admin.create('enterprise', 'CLI quota', 1);
      const folder = path.join(dir, 'quota');
      await mkdir(folder, { recursive: true });
      for (const name of ['g0005.jpg', 'g0006.jpg']) {
        await copyFile(fileURLToPath(new URL(name, EVAL_IMAGES)), path.join(folder, name));
      }
      const out = path.join(dir, 'quota.csv');
      const run = await cli([folder, '--out', out, '--concurrency', '1', '--server', server.baseUrl, '--key', apiKey]);
      expect(run.code).toBe(EXIT.error);
      expect(run.stderr).toMatch(/alt-optimizer: Quota or rate limit reached \(429\): .+ \(retry after \d+ s\)\n$/);
      expect(csvRows(await readFile(out, 'utf8')).slice(1)).toHaveLength(1);
    },
  );
});

it('reads the key from ALT_OPTIMIZER_API_KEY when --key is left out', () => {
  process.env.ALT_OPTIMIZER_API_KEY = 'alto_from_env';
  try {
    expect(parseRunOptions({ lang: 'en', mode: 'complete', concurrency: '1', server: 'http://127.0.0.1:1' }).target).toMatchObject({
      key: 'alto_from_env',
    });
  } finally {
    delete process.env.ALT_OPTIMIZER_API_KEY;
  }
});
