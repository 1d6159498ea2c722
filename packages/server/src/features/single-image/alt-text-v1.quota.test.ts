import { rm } from 'node:fs/promises';
import { apiKeyListResponseSchema } from '@alt-optimizer/contract';
import { describe, expect, it } from 'vitest';
import { evalImage } from '../../testing/images.ts';
import { useStarted } from '../../testing/lifecycle.ts';
import { callV1, KeyAdmin } from '../../testing/public-api.ts';
import { startServerProcess } from '../../testing/server-process.ts';

const PASSWORD = 'alt text quota test password';

function form(bytes: Uint8Array, type: string, name: string): FormData {
  const body = new FormData();
  body.append('image', new Blob([bytes], { type }), name);
  return body;
}

const world = useStarted('alt-text quota world', async (defer) => {
  const server = await startServerProcess({ env: { ENGINE_WORKERS: '0', ADMIN_PASSWORD: PASSWORD } });
  defer(() => rm(server.dataDir, { recursive: true, force: true }));
  defer(() => server.stop());
  const admin = await KeyAdmin.login(() => server, PASSWORD);
  return { server, admin };
});

describe('POST /api/v1/alt-text quota (issue 24 item 7)', () => {
  it('gives back the unit of an image that gives no alt text, and keeps the unit of one that does', async () => {
    const { server, admin } = world();
    const created = await admin.create('free', 'quota check');
    const usedToday = async (): Promise<number> =>
      apiKeyListResponseSchema.parse((await admin.call('GET', '')).body).keys.find((k) => k.id === created.key.id)!.usedToday;

    const refused = await callV1(server, '/alt-text', {
      key: created.apiKey,
      form: form(new TextEncoder().encode('not an image'), 'image/png', 'x.png'),
    });
    expect(refused.status).toBe(400);
    expect(await usedToday()).toBe(0);

    const done = await callV1(server, '/alt-text', {
      key: created.apiKey,
      form: form(new Uint8Array(evalImage('g0001.jpg')), 'image/jpeg', 'g.jpg'),
    });
    expect(done.status).toBe(200);
    expect(await usedToday()).toBe(1);
  });
});
