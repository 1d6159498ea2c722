import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evalImage, oversizedPng } from '../../testing/images.ts';
import { ImageFetcher } from './fetch-image.ts';
import { isBlockedAddress } from './ip-policy.ts';

let server: Server;
let base: string;
let photo: Buffer;
let bigPng: Buffer;
const hits = new Map<string, number>();

function handler(req: IncomingMessage, res: ServerResponse): void {
  const path = req.url ?? '/';
  hits.set(path, (hits.get(path) ?? 0) + 1);
  if (path === '/photo.jpg') {
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
  } else if (path === '/big.png') {
    res.writeHead(200, { 'content-type': 'image/png' }).end(bigPng);
  } else if (path === '/html') {
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>not an image</html>');
  } else if (path === '/logo.svg') {
    res
      .writeHead(200, { 'content-type': 'image/svg+xml' })
      .end('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="red"/></svg>');
  } else if (path === '/truncated.jpg') {
    res.writeHead(200).end(photo.subarray(0, 2000));
  } else if (path === '/huge') {
    // No content-length: the cap must trip while streaming.
    res.writeHead(200, { 'content-type': 'image/jpeg' });
    const chunk = Buffer.alloc(1024 * 1024, 1);
    let sent = 0;
    const pump = (): void => {
      while (sent < 40 && res.write(chunk)) {
        sent++;
      }
      if (sent < 40) {
        res.once('drain', pump);
      } else {
        res.end();
      }
    };
    pump();
  } else if (path === '/huge-declared') {
    res.writeHead(200, { 'content-length': String(30 * 1024 * 1024) }).end();
  } else if (path.startsWith('/redirect/')) {
    const n = Number(path.split('/')[2]);
    res.writeHead(302, { location: n > 0 ? `/redirect/${n - 1}` : '/photo.jpg' }).end();
  } else if (path === '/to-private') {
    // The "forbidden" hop is another loopback address (127.0.0.2 on this listener's port): live tests never aim at
    // an address outside the loopback; metadata and intranet addresses are checked in ip-policy.test.ts.
    res.writeHead(302, { location: `http://127.0.0.2:${req.socket.localPort}/photo.jpg` }).end();
  } else if (path === '/flaky') {
    // 503 twice, then the photo: retried on 5xx.
    const count = hits.get(path)!;
    if (count < 3) {
      res.writeHead(503).end();
    } else {
      res.writeHead(200).end(photo);
    }
  } else if (path === '/forbidden') {
    res.writeHead(403).end();
  } else if (path === '/slow') {
    res.writeHead(200, { 'content-type': 'image/jpeg' });
    res.write(photo.subarray(0, 100));
    // never ends: the total timeout must fire
  } else {
    res.writeHead(404).end();
  }
}

beforeAll(async () => {
  photo = evalImage('g0002.jpg');
  bigPng = await oversizedPng();
  server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('address policy', () => {
  it('blocks loopback, private, link-local, CGNAT, multicast, metadata, v6 equivalents; allows public', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isBlockedAddress(ip), ip).toBe(true);
    }
    for (const ip of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isBlockedAddress(ip), ip).toBe(false);
    }
  });
});

describe('fetching with the block on (default)', () => {
  const fetcher = new ImageFetcher({ allowPrivate: false, retries: 0 });
  afterAll(() => fetcher.close());

  it('refuses literal private hosts, localhost names and redirects into private space', async () => {
    await expect(fetcher.fetch(`${base}/photo.jpg`)).resolves.toMatchObject({ ok: false, reason: 'addressBlocked' });
    await expect(fetcher.fetch('http://[::1]:9/x.jpg')).resolves.toMatchObject({ ok: false, reason: 'addressBlocked' });
    const port = new URL(base).port;
    await expect(fetcher.fetch(`http://localhost:${port}/photo.jpg`)).resolves.toMatchObject({ ok: false, reason: 'addressBlocked' });
    expect(hits.get('/photo.jpg') ?? 0).toBe(0);
  });

  it('refuses non-http schemes', async () => {
    await expect(fetcher.fetch('file:///etc/passwd')).resolves.toMatchObject({ ok: false, reason: 'urlInvalid' });
  });
});

describe('fetching with ALLOW_PRIVATE_IMAGE_URLS', () => {
  const fetcher = new ImageFetcher({ allowPrivate: true, retries: 2, backoffMs: 10, totalTimeoutMs: 1500 });
  const strict = new ImageFetcher({ allowPrivate: false, retries: 0 });
  afterAll(async () => {
    await fetcher.close();
    await strict.close();
  });

  it('fetches and decodes a real photo', async () => {
    const res = await fetcher.fetch(`${base}/photo.jpg`);
    expect(res).toMatchObject({ ok: true, format: 'jpeg' });
    expect(res.ok && res.bytes.equals(photo)).toBe(true);
  });

  it('reports 404, non-images, truncated images and 403 without retrying', async () => {
    await expect(fetcher.fetch(`${base}/missing.jpg`)).resolves.toMatchObject({ ok: false, reason: 'notFound', params: { code: '404' } });
    await expect(fetcher.fetch(`${base}/html`)).resolves.toMatchObject({ ok: false, reason: 'notImage' });
    await expect(fetcher.fetch(`${base}/truncated.jpg`)).resolves.toMatchObject({ ok: false, reason: 'notImage' });
    // sharp reads SVG, the engine does not take it: refused as on the single-image upload.
    await expect(fetcher.fetch(`${base}/logo.svg`)).resolves.toMatchObject({ ok: false, reason: 'notImage' });
    await expect(fetcher.fetch(`${base}/forbidden`)).resolves.toMatchObject({ ok: false, reason: 'clientError' });
    expect(hits.get('/missing.jpg')).toBe(1);
    expect(hits.get('/forbidden')).toBe(1);
  });

  it('refuses an image over the pixel limit by its header, as too many pixels', async () => {
    await expect(fetcher.fetch(`${base}/big.png`)).resolves.toMatchObject({ ok: false, reason: 'tooManyPixels' });
  });

  it('stops oversized bodies while streaming and on a declared length', async () => {
    await expect(fetcher.fetch(`${base}/huge`)).resolves.toMatchObject({ ok: false, reason: 'tooLarge' });
    await expect(fetcher.fetch(`${base}/huge-declared`)).resolves.toMatchObject({ ok: false, reason: 'tooLarge' });
  });

  it('follows up to 5 redirects and refuses the sixth', async () => {
    await expect(fetcher.fetch(`${base}/redirect/4`)).resolves.toMatchObject({ ok: true });
    await expect(fetcher.fetch(`${base}/redirect/5`)).resolves.toMatchObject({ ok: false, reason: 'tooManyRedirects' });
  });

  it('retries 5xx and succeeds; times out a server that never finishes', async () => {
    await expect(fetcher.fetch(`${base}/flaky`)).resolves.toMatchObject({ ok: true });
    expect(hits.get('/flaky')).toBe(3);
    await expect(fetcher.fetch(`${base}/slow`)).resolves.toMatchObject({ ok: false, reason: 'timeout' });
    expect(hits.get('/slow')).toBe(3);
  });
});

describe('a list of ranges is narrow (loopback stand-ins: 127.0.0.1/32 listed, 127.0.0.2 and ::1 not)', () => {
  const loopbackOnly = new ImageFetcher({ allowPrivate: ['127.0.0.1/32'], retries: 0 });
  const narrowed = new ImageFetcher({ allowPrivate: ['10.0.0.0/8'], retries: 0 });
  afterAll(async () => {
    await loopbackOnly.close();
    await narrowed.close();
  });

  it('fetches from the listed address, refuses other loopback addresses and a redirect into one', async () => {
    const port = new URL(base).port;
    await expect(loopbackOnly.fetch(`${base}/photo.jpg`)).resolves.toMatchObject({ ok: true });
    const before = hits.get('/photo.jpg') ?? 0;
    for (const url of [
      `http://127.0.0.2:${port}/photo.jpg`,
      `http://[::1]:${port}/photo.jpg`,
      `http://[::ffff:127.0.0.2]:${port}/photo.jpg`,
    ]) {
      await expect(loopbackOnly.fetch(url), url).resolves.toMatchObject({ ok: false, reason: 'addressBlocked' });
    }
    await expect(loopbackOnly.fetch(`${base}/to-private`)).resolves.toMatchObject({ ok: false, reason: 'addressBlocked' });
    expect(hits.get('/photo.jpg') ?? 0).toBe(before);
  });

  it('refuses loopback, by literal and by name, when only 10.0.0.0/8 is listed', async () => {
    const before = hits.get('/photo.jpg') ?? 0;
    const port = new URL(base).port;
    await expect(narrowed.fetch(`${base}/photo.jpg`)).resolves.toMatchObject({ ok: false, reason: 'addressBlocked' });
    await expect(narrowed.fetch(`http://localhost:${port}/photo.jpg`)).resolves.toMatchObject({ ok: false, reason: 'addressBlocked' });
    expect(hits.get('/photo.jpg') ?? 0).toBe(before);
  });
});

describe('redirect hops are re-checked', () => {
  // Policy for this test only: the loopback test server counts as "public", everything else keeps the default.
  const fetcher = new ImageFetcher({
    allowPrivate: false,
    retries: 0,
    isBlocked: (ip) => ip !== '127.0.0.1' && isBlockedAddress(ip),
  });
  afterAll(() => fetcher.close());

  it('follows allowed hops and refuses a hop into a blocked (loopback stand-in) address', async () => {
    await expect(fetcher.fetch(`${base}/redirect/1`)).resolves.toMatchObject({ ok: true });
    await expect(fetcher.fetch(`${base}/to-private`)).resolves.toMatchObject({ ok: false, reason: 'addressBlocked' });
  });
});
