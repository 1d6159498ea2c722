import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerProcess } from '@alt-optimizer/server/testing';
import { addressPolicy, BLOCKED_CODE, guardedLookup } from '@alt-optimizer/server/testing/address-policy.ts';
import sharp from 'sharp';
import { runCsvJob } from './client.ts';
import type { SecurityTable } from './security-table.ts';

/**
 * Every live row aims at the loopback only (127.0.0.0/8, ::1): the listener below, and other loopback addresses as
 * "forbidden" targets. Cloud metadata, intranet and CGNAT addresses are proven by "policy" rows that call the
 * server's own policy function (and its connect-time lookup with a stub resolver), never through a socket: if a
 * rule regressed, the suite must not connect off the machine (issue 23, item 9; loopback-only.test.ts guards it).
 */
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
    if (req.url === '/to-other-loopback') {
      // 127.0.0.2 stands in for a forbidden hop: outside 127.0.0.1/32, still on this machine.
      res.writeHead(302, { location: `http://127.0.0.2:${req.socket.localPort}/a.jpg` }).end();
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
    ['decimal', `http://2130706433:${p}/a.jpg`, BLOCKED],
    ['hex', `http://0x7f000001:${p}/a.jpg`, BLOCKED],
    ['octal short', `http://0177.1:${p}/a.jpg`, BLOCKED],
    ['other loopback', `http://127.0.0.2:${p}/a.jpg`, BLOCKED],
    ['credentials', `http://user:secret@127.0.0.1:${p}/a.jpg`, BLOCKED],
    ['file scheme', 'file:///etc/passwd', INVALID],
    ['gopher scheme', `gopher://127.0.0.1:${p}/_x`, INVALID],
  ]);
  const made = listener.connections() - before;
  table.add('ssrf', 'loopback listener after the default matrix', '0 connections', `${made} connections`, made === 0);
  const leaked = echoed.includes('secret');
  table.add('ssrf', 'user:secret@ in progress and results answers', 'never echoed', leaked ? 'echoed' : 'not echoed', !leaked);
  await policyRows(table, 'ssrf policy', 'default', addressPolicy(false), [
    ...METADATA,
    ['IPv4-compatible loopback', '::7f00:1', 'blocked'],
    ['unspecified', '0.0.0.0', 'blocked'],
    ['RFC 1918', '10.0.0.1', 'blocked'],
    ['RFC 1918', '192.168.1.1', 'blocked'],
    ['CGNAT', '100.64.0.1', 'blocked'],
    ['IPv6 ULA', 'fc00::1', 'blocked'],
    ['public', '93.184.216.34', 'allowed'],
  ]);
}

/** Address → what the policy must say. Checked by calling the function: no packet leaves. */
type PolicyMatrix = [label: string, address: string, expected: 'blocked' | 'allowed'][];

const METADATA: PolicyMatrix = [
  ['cloud metadata', '169.254.169.254', 'blocked'],
  ['ECS credentials', '169.254.170.2', 'blocked'],
  ['AWS metadata v6', 'fd00:ec2::254', 'blocked'],
  ['metadata in ::/96', '::a9fe:a9fe', 'blocked'],
  ['IPv4-mapped metadata', '::ffff:169.254.169.254', 'blocked'],
  ['Alibaba metadata', '100.100.100.200', 'blocked'],
];

/** A name resolving to `address`, through the connect-time lookup with a stub resolver (no DNS, no socket). */
function lookupVerdict(policy: (address: string) => boolean, address: string): Promise<'blocked' | 'allowed'> {
  const family = address.includes(':') ? 6 : 4;
  const lookup = guardedLookup(policy, (_name, _options, callback) => queueMicrotask(() => callback(null, [{ address, family }])));
  return new Promise((resolve) => {
    lookup('stub.invalid', {}, (err) => resolve((err as NodeJS.ErrnoException | null)?.code === BLOCKED_CODE ? 'blocked' : 'allowed'));
  });
}

/** Policy rows: the literal address, and a name resolving to it, each judged by the server's own policy. */
async function policyRows(
  table: SecurityTable,
  section: string,
  setting: string,
  policy: (address: string) => boolean,
  matrix: PolicyMatrix,
): Promise<void> {
  for (const [label, address, expected] of matrix) {
    const literal = policy(address) ? 'blocked' : 'allowed';
    const byName = await lookupVerdict(policy, address);
    const actual = literal === byName ? literal : `literal ${literal}, by name ${byName}`;
    table.add(section, `${label}: ${address} (${setting}; literal and by name)`, expected, actual, actual === expected);
  }
}

/**
 * ALLOW_PRIVATE_IMAGE_URLS=127.0.0.1/32: the listed address opens (the listener answers); other loopback addresses,
 * a redirect into one, and (policy rows) cloud metadata under every private setting stay refused.
 */
export async function ssrfAllowListed(table: SecurityTable, server: ServerProcess, listener: Listener): Promise<void> {
  const p = listener.port;
  await runMatrix(table, 'ssrf list', server, [
    ['loopback (listed)', `http://127.0.0.1:${p}/a.jpg`, 'fetched and described'],
    ['other loopback (not listed)', `http://127.0.0.2:${p}/a.jpg`, BLOCKED],
    ['IPv6 loopback (not listed)', `http://[::1]:${p}/a.jpg`, BLOCKED],
    ['redirect into an unlisted address', `http://127.0.0.1:${p}/to-other-loopback`, BLOCKED],
  ]);
  await policyRows(table, 'ssrf policy', 'ALLOW_PRIVATE_IMAGE_URLS=1', addressPolicy(true), [
    ...METADATA,
    ['RFC 1918 (opened)', '10.0.0.1', 'allowed'],
  ]);
  await policyRows(
    table,
    'ssrf policy',
    'a list covering metadata',
    addressPolicy(['169.254.0.0/16', 'fd00::/8', '100.64.0.0/10']),
    METADATA,
  );
}

/** ALLOW_PRIVATE_IMAGE_URLS=127.0.0.2/32: only that address opens; 127.0.0.1, ::1 and localhost stay shut. */
export async function ssrfRanges(table: SecurityTable, server: ServerProcess, listener: Listener): Promise<void> {
  const p = listener.port;
  const before = listener.connections();
  await runMatrix(table, 'ssrf cidr', server, [
    ['loopback (not listed)', `http://127.0.0.1:${p}/a.jpg`, BLOCKED],
    ['localhost (not listed)', `http://localhost:${p}/a.jpg`, BLOCKED],
    ['IPv6 loopback (not listed)', `http://[::1]:${p}/a.jpg`, BLOCKED],
  ]);
  const made = listener.connections() - before;
  table.add('ssrf cidr', 'loopback listener with only 127.0.0.2/32 listed', '0 connections', `${made} connections`, made === 0);
  await runMatrix(table, 'ssrf cidr', server, [['listed address', `http://127.0.0.2:${p}/a.jpg`, 'fetched and described']]);
  await policyRows(table, 'ssrf policy', 'ALLOW_PRIVATE_IMAGE_URLS=10.0.0.0/8', addressPolicy(['10.0.0.0/8']), [
    ['listed range', '10.0.0.1', 'allowed'],
    ['RFC 1918 (not listed)', '192.168.1.1', 'blocked'],
    ['loopback (not listed)', '127.0.0.1', 'blocked'],
    ['cloud metadata', '169.254.169.254', 'blocked'],
  ]);
}
