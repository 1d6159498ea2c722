import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerProcess } from '@alt-optimizer/server/testing';
import sharp from 'sharp';
import { runCsvJob } from './client.ts';
import type { SecurityTable } from './security-table.ts';

const BLOCKED = 'Address not allowed';
const INVALID = 'Invalid image URL';

/** A loopback listener that counts every TCP connection: the proof that a refused URL never connected. */
export interface Listener {
  port: number;
  connections: () => number;
  close: () => Promise<void>;
}

export async function startListener(): Promise<Listener> {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
  let connections = 0;
  const server: Server = createServer((req, res) => {
    if (req.url === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    } else {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    }
  });
  server.on('connection', () => {
    connections += 1;
  });
  // Dual stack when the machine has IPv6, so [::1] and ::ffff:127.0.0.1 reach the same counter.
  await new Promise<void>((resolve) => {
    server.once('error', () => server.listen(0, '127.0.0.1', resolve));
    server.listen({ port: 0, host: '::', ipv6Only: false }, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** URL → the row error it must get. */
type Matrix = [label: string, url: string, expected: string][];

function csvOf(urls: string[]): string {
  return `Shopify_URL\n${urls.map((u) => `"${u}"`).join('\n')}\n`;
}

async function runMatrix(table: SecurityTable, section: string, server: ServerProcess, matrix: Matrix): Promise<string> {
  const job = await runCsvJob(server, csvOf(matrix.map(([, url]) => url)));
  matrix.forEach(([label, url, expected], i) => {
    const row = job.rows[i];
    const actual = row
      ? row.processingStatus === 'success'
        ? 'fetched and described'
        : (row.errorMessage ?? row.processingStatus)
      : 'no row';
    table.add(section, `${label}: ${url}`, expected, actual, actual === expected);
  });
  return job.echoed;
}

/** Default policy: nothing private, by any spelling of the address; the listener sees no connection. */
export async function ssrfDefault(table: SecurityTable, server: ServerProcess, listener: Listener): Promise<void> {
  const p = listener.port;
  const before = listener.connections();
  const echoed = await runMatrix(table, 'ssrf', server, [
    ['loopback', `http://127.0.0.1:${p}/a.jpg`, BLOCKED],
    ['localhost name', `http://localhost:${p}/a.jpg`, BLOCKED],
    ['IPv6 loopback', `http://[::1]:${p}/a.jpg`, BLOCKED],
    ['IPv4-mapped', `http://[::ffff:127.0.0.1]:${p}/a.jpg`, BLOCKED],
    ['IPv4-compatible', `http://[::7f00:1]:${p}/a.jpg`, BLOCKED],
    ['decimal', `http://2130706433:${p}/a.jpg`, BLOCKED],
    ['hex', `http://0x7f000001:${p}/a.jpg`, BLOCKED],
    ['octal short', `http://0177.1:${p}/a.jpg`, BLOCKED],
    ['unspecified', `http://0.0.0.0:${p}/a.jpg`, BLOCKED],
    ['credentials', `http://user:secret@127.0.0.1:${p}/a.jpg`, BLOCKED],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/', BLOCKED],
    ['AWS metadata v6', 'http://[fd00:ec2::254]/latest/meta-data/', BLOCKED],
    ['metadata in ::/96', 'http://[::a9fe:a9fe]/latest/meta-data/', BLOCKED],
    ['RFC 1918', 'http://10.0.0.1/a.jpg', BLOCKED],
    ['RFC 1918', 'http://192.168.1.1/a.jpg', BLOCKED],
    ['CGNAT / Alibaba metadata', 'http://100.100.100.200/latest/meta-data/', BLOCKED],
    ['file scheme', 'file:///etc/passwd', INVALID],
    ['gopher scheme', `gopher://127.0.0.1:${p}/_x`, INVALID],
  ]);
  const made = listener.connections() - before;
  table.add('ssrf', 'loopback listener after the default matrix', '0 connections', `${made} connections`, made === 0);
  const leaked = echoed.includes('secret');
  table.add('ssrf', 'user:secret@ in progress and results answers', 'never echoed', leaked ? 'echoed' : 'not echoed', !leaked);
}

/** ALLOW_PRIVATE_IMAGE_URLS=1: the intranet opens (the listener answers), cloud metadata never does. */
export async function ssrfAllowAll(table: SecurityTable, server: ServerProcess, listener: Listener): Promise<void> {
  const p = listener.port;
  await runMatrix(table, 'ssrf =1', server, [
    ['loopback (allowed)', `http://127.0.0.1:${p}/a.jpg`, 'fetched and described'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/', BLOCKED],
    ['AWS metadata v6', 'http://[fd00:ec2::254]/latest/meta-data/', BLOCKED],
    ['metadata in ::/96', 'http://[::a9fe:a9fe]/latest/meta-data/', BLOCKED],
    ['IPv4-mapped metadata', 'http://[::ffff:169.254.169.254]/latest/meta-data/', BLOCKED],
    ['redirect into metadata', `http://127.0.0.1:${p}/to-metadata`, BLOCKED],
  ]);
}

/** ALLOW_PRIVATE_IMAGE_URLS=10.0.0.0/8: only that range opens; loopback stays shut. */
export async function ssrfRanges(table: SecurityTable, server: ServerProcess, listener: Listener): Promise<void> {
  const p = listener.port;
  const before = listener.connections();
  await runMatrix(table, 'ssrf cidr', server, [
    ['loopback (not listed)', `http://127.0.0.1:${p}/a.jpg`, BLOCKED],
    ['localhost (not listed)', `http://localhost:${p}/a.jpg`, BLOCKED],
    ['metadata', 'http://169.254.169.254/latest/meta-data/', BLOCKED],
  ]);
  const made = listener.connections() - before;
  table.add('ssrf cidr', 'loopback listener with only 10.0.0.0/8 listed', '0 connections', `${made} connections`, made === 0);
}
