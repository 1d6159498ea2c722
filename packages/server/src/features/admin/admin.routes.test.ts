import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJobWithRows } from '../../core/jobs/job.repository.ts';
import { describeEachDatabase } from '../../testing/databases.ts';
import { closeSharedEngine, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.ts';

afterAll(async () => {
  await closeSharedEngine();
});

await describeEachDatabase('admin API', (get) => {
  let t: TestApp;
  let token: string;
  let jobId: string;

  beforeAll(async () => {
    t = await startTestApp(get());
    // Both rows already decided, so the job's counters read 2 processed, 1 successful, 1 failed.
    const job = await insertJobWithRows(
      t.deps.db,
      {
        originalFileName: 'catalogue.xlsx',
        status: 'completed',
        enhancedFilePath: '/srv/alt/data/outputs/catalogue-optimized.xlsx',
        // The administrator switched from a provider to the offline engine while the job ran.
        engines: ['openai:gpt-4o', 'local'],
      },
      [
        {
          rowIndex: 1,
          title: 'Tote',
          shopifyUrl: 'https://x/2.jpg',
          processingStatus: 'failed',
          errorMessage: 'Image not found (404)',
          processingTime: 50,
        },
        {
          rowIndex: 0,
          title: 'Shirt',
          shopifyUrl: 'https://x/1.jpg',
          processingStatus: 'success',
          generatedAlt: 'Blue linen shirt',
          characterCount: 16,
          processingTime: 150,
          needsReview: true,
        },
      ],
    );
    jobId = job.id;
  });

  afterAll(async () => {
    await t.app.close();
  });

  it('health reports this database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().db).toBe(get().kind);
  });

  const auth = (password: unknown, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/admin/auth', payload: { password }, remoteAddress: ip });

  it('refuses a wrong password with the French dashboard message when asked in French', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth',
      payload: { password: 'nope' },
      headers: { referer: 'http://localhost:5000/fr' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: 'Mot de passe incorrect' });
  });

  it('requires a password', async () => {
    const res = await auth('');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Password is required');
  });

  it('logs in with the right password and returns a random token', async () => {
    const res = await auth(TEST_ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(Buffer.from(body.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    token = body.token;
  });

  it('answers 401 on every admin route without a token or with a wrong one', async () => {
    for (const url of ['/api/admin/stats', '/api/admin/jobs', `/api/admin/jobs/${jobId}/results`]) {
      const missing = await t.app.inject({ method: 'GET', url });
      const wrong = await t.app.inject({ method: 'GET', url, headers: { 'x-admin-token': `${token}x` } });
      for (const res of [missing, wrong]) {
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toMatchObject({ success: false, error: 'Unauthorized: log in again' });
      }
    }
  });

  it('returns stats computed from the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { 'x-admin-token': token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalJobs: 1, totalImages: 2, totalSuccessful: 1, avgProcessingTime: 100 });
  });

  it('lists jobs in the spec shape, naming the output file without the server path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: { 'x-admin-token': token } });
    expect(res.statusCode).toBe(200);
    const [job] = res.json();
    expect(job).toEqual({
      id: jobId,
      originalFileName: 'catalogue.xlsx',
      status: 'completed',
      totalProducts: 2,
      successfulProducts: 1,
      errorProducts: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      enhancedFilePath: 'catalogue-optimized.xlsx',
      engines: ['openai:gpt-4o', 'local'],
    });
  });

  it('lists a job results in sheet order with each image URL, and 404s unknown or malformed job ids', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/jobs/${jobId}/results`, headers: { 'x-admin-token': token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(String),
        title: 'Shirt',
        shopifyUrl: 'https://x/1.jpg',
        generatedAlt: 'Blue linen shirt',
        errorMessage: null,
        processingStatus: 'success',
        needsReview: true,
      },
      {
        id: expect.any(String),
        title: 'Tote',
        shopifyUrl: 'https://x/2.jpg',
        generatedAlt: null,
        errorMessage: 'Image not found (404)',
        processingStatus: 'failed',
        needsReview: false,
      },
    ]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/admin/jobs/${id}/results`, headers: { 'x-admin-token': token } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe('Job not found');
    }
  });

  it('ends the session on logout', async () => {
    const login = await auth(TEST_ADMIN_PASSWORD, '10.0.0.2');
    const session = login.json().token as string;
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { 'x-admin-token': session } });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { 'x-admin-token': session } });
    expect(after.statusCode).toBe(401);
  });

  it('throttles login attempts per IP: locked at the 5th wrong password, with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await auth('guess', '10.9.9.9')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // The next attempt is refused before the password is even checked, right or not.
    const blocked = await auth(TEST_ADMIN_PASSWORD, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('Too many attempts. Please wait 30 seconds and try again.');
    expect(blocked.headers['retry-after']).toBe('30');
    // Another address is not affected.
    expect((await auth(TEST_ADMIN_PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404', async () => {
    const { openTestDatabase } = await import('../../testing/databases.ts');
    const database = await openTestDatabase('pglite');
    const t = await startTestApp(database);
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: 'Not found' });
    await t.app.close();
    await database.dispose();
  });
});
