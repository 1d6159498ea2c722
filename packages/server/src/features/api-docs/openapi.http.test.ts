import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_V1_CURL_EXAMPLES, API_V1_EXAMPLE_BASE, API_V1_HEADERS, buildOpenApiDocument } from '@alt-optimizer/contract';
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { startImageServer, until } from '../../testing/bulk-fixtures.ts';
import { evalImage } from '../../testing/images.ts';
import { useStarted } from '../../testing/lifecycle.ts';
import { OpenApiResponses } from '../../testing/openapi-check.ts';
import { callV1, KeyAdmin, type Answer } from '../../testing/public-api.ts';
import { startServerProcess } from '../../testing/server-process.ts';

const PASSWORD = 'openapi test password';

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (@readme/openapi-parser)', async () => {
    const result = await validate(structuredClone(buildOpenApiDocument()) as never);
    expect(result.valid ? [] : result.errors.map((e) => e.message)).toEqual([]);
    expect(result.specification).toBe('OpenAPI');
  });

  it('fails validation when a response schema points nowhere (the check can fail)', async () => {
    const broken = structuredClone(buildOpenApiDocument()) as { components: { schemas: Record<string, unknown> } };
    delete broken.components.schemas.Job;
    expect((await validate(broken as never)).valid).toBe(false);
  });
});

const world = useStarted('server for the OpenAPI check', async (defer) => {
  const images = await startImageServer();
  defer(() => images.close());
  const server = await startServerProcess({
    env: { ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32', ENGINE_WORKERS: '0', ADMIN_PASSWORD: PASSWORD },
  });
  defer(() => server.stop());
  defer(() => rm(server.dataDir, { recursive: true, force: true }));
  return { server, images, admin: await KeyAdmin.login(() => server, PASSWORD) };
});

describe('real answers against the served document', () => {
  it('serves the document at /api/openapi.json and every route answers as it says', async () => {
    const { server, images, admin } = world();
    const served = await fetch(server.api('/openapi.json'));
    expect(served.status).toBe(200);
    const document = (await served.json()) as ConstructorParameters<typeof OpenApiResponses>[0];
    expect(document).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
    const spec = new OpenApiResponses(document);
    const check = (method: string, path: string, res: Answer<unknown>) =>
      spec.check(method, path, res.status, res.headers.get('content-type'), res.body);

    const key = (await admin.create('pro')).apiKey;
    const tight = (await admin.create('enterprise', 'one a day', 1)).apiKey;
    const photo = () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(evalImage('g0004.jpg'))], { type: 'image/jpeg' }), 'g0004.jpg');
      form.append('language', 'fr');
      return form;
    };

    check('post', '/api/v1/alt-text', await callV1(server, '/alt-text', { key, form: photo() }));
    check(
      'post',
      '/api/v1/alt-text',
      await callV1(server, '/alt-text', { key, json: { imageUrl: `${images.base}/img/g0005.jpg`, title: 'Sac' } }),
    );
    check('post', '/api/v1/alt-text', await callV1(server, '/alt-text', { key, json: { imageUrl: `${images.base}/page.html` } }));
    check('post', '/api/v1/alt-text', await callV1(server, '/alt-text', { form: photo() }));
    // A call that writes no alt gives its quota unit back (issue 24): the failed fetch is tried on the roomy key, the
    // one-a-day key spends its unit on a real photo, then answers 429.
    check('post', '/api/v1/alt-text', await callV1(server, '/alt-text', { key, json: { imageUrl: `${images.base}/missing.jpg` } }));
    check('post', '/api/v1/alt-text', await callV1(server, '/alt-text', { key: tight, form: photo() }));
    const over = await callV1(server, '/alt-text', { key: tight, form: photo() });
    expect(over.status).toBe(429);
    check('post', '/api/v1/alt-text', over);

    const rows = [{ imageUrl: `${images.base}/img/g0006.jpg`, title: 'Mug' }];
    const created = await callV1<{ id: string }>(server, '/jobs', {
      key,
      json: { rows },
      headers: { [API_V1_HEADERS.idempotencyKey]: 'openapi-1' },
    });
    expect(created.status).toBe(202);
    check('post', '/api/v1/jobs', created);
    check(
      'post',
      '/api/v1/jobs',
      await callV1(server, '/jobs', { key, json: { rows }, headers: { [API_V1_HEADERS.idempotencyKey]: 'openapi-1' } }),
    );
    check('post', '/api/v1/jobs', await callV1(server, '/jobs', { key, json: { rows: [] } }));
    check('post', '/api/v1/jobs', await callV1(server, '/jobs', { key, method: 'POST', headers: { 'content-type': 'text/plain' } }));
    check('post', '/api/v1/jobs', await callV1(server, '/jobs', { key: tight, json: { rows } }));
    const id = created.body.id;

    check('get', '/api/v1/jobs/{jobId}', await callV1(server, `/jobs/${id}`, { key }));
    check('get', '/api/v1/jobs/{jobId}', await callV1(server, '/jobs/00000000-0000-4000-8000-000000000000', { key }));
    check('get', '/api/v1/jobs/{jobId}/results', await callV1(server, `/jobs/${id}/results?pageSize=0`, { key }));
    const early = await callV1(server, `/jobs/${id}/download`, { key });
    if (early.status !== 200) {
      check('get', '/api/v1/jobs/{jobId}/download', early);
    }
    await until(
      async () => ((await callV1<{ status: string }>(server, `/jobs/${id}`, { key })).body.status === 'completed' ? true : undefined),
      180_000,
      'the job',
    );
    check('get', '/api/v1/jobs/{jobId}', await callV1(server, `/jobs/${id}`, { key }));
    check('get', '/api/v1/jobs/{jobId}/results', await callV1(server, `/jobs/${id}/results`, { key }));
    check('get', '/api/v1/jobs/{jobId}/results', await callV1(server, `/jobs/${id}/results`, { authorization: 'Bearer nope' }));
    check('get', '/api/v1/jobs/{jobId}/download', await callV1(server, `/jobs/${id}/download`, { key }));

    expect([...spec.checked].sort()).toEqual(spec.operations().sort());

    // The documentation page's curl examples, run as shown (only the server's address differs).
    const cwd = await mkdtemp(path.join(tmpdir(), 'curl-examples-'));
    await writeFile(path.join(cwd, 'product.jpg'), evalImage('g0007.jpg'));
    try {
      for (const [operation, command] of Object.entries(API_V1_CURL_EXAMPLES)) {
        const run = command.replaceAll(API_V1_EXAMPLE_BASE, server.baseUrl);
        const { stdout } = await promisify(execFile)('bash', ['-c', `${run} --fail-with-body --silent --show-error`], {
          cwd,
          env: { ...process.env, ALTO_KEY: key, JOB_ID: id },
        }).catch((error: { stdout?: string; stderr?: string }) => {
          throw new Error(`${operation}: ${error.stderr ?? ''} ${error.stdout ?? ''}`);
        });
        expect(stdout.length + (operation === 'downloadJob' ? 1 : 0), operation).toBeGreaterThan(0);
      }
    } finally {
      await rm(cwd, { recursive: true, force: true });
    }
    // The checker itself refuses an answer that breaks the schema or an undocumented status.
    expect(() => spec.check('get', '/api/v1/jobs/{jobId}', 200, 'application/json', { id: 1 })).toThrow(/must/);
    expect(() => spec.check('get', '/api/v1/jobs/{jobId}', 500, 'application/json', {})).toThrow(/does not list/);
  }, 300_000);
});
