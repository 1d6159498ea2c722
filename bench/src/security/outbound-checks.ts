import { lookup } from 'node:dns/promises';
import { readFile } from 'node:fs/promises';
import { BlockList } from 'node:net';
import { freePort, type ServerProcess } from '@alt-optimizer/server/testing';
import { ADMIN_PASSWORD, login } from './access-checks.ts';
import { call, errorOf } from './client.ts';
import type { Listener } from './ssrf-checks.ts';
import type { SecurityTable } from './security-table.ts';

/**
 * The server's one outbound policy beyond images (issue 23, item 3): store connectors and the AI base URL judge where
 * a name resolves, a refused port and a TLS failure read alike, and the stored AI key goes only where it was saved.
 * Every URL aims at the loopback listener (or a closed loopback port); names come from /etc/hosts and are checked to
 * resolve to the loopback only before they are used.
 */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** A name in /etc/hosts other than localhost whose every address is on the loopback (e.g. the machine's own name). */
export async function loopbackAlias(): Promise<string | null> {
  const hosts = await readFile('/etc/hosts', 'utf8').catch(() => '');
  const names = hosts
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim().split(/\s+/))
    .filter(([address]) => address && (address.startsWith('127.') || address === '::1'))
    .flatMap(([, ...aliases]) => aliases)
    .filter((name) => !/^localhost$|\.localhost$|\.local$|\.internal$/i.test(name));
  for (const name of names) {
    const answers = await lookup(name, { all: true }).catch(() => []);
    if (answers.length > 0 && answers.every((a) => LOOPBACK.check(a.address, a.family === 6 ? 'ipv6' : 'ipv4'))) {
      return name;
    }
  }
  return null;
}

async function adminToken(server: ServerProcess, forwardedFor?: string): Promise<string> {
  const answer = await login(server, ADMIN_PASSWORD, forwardedFor);
  return (JSON.parse(answer.text) as { token: string }).token;
}

function post(server: ServerProcess, route: string, token: string, body: object, method = 'POST') {
  return call(server.api(route), {
    method,
    headers: { 'content-type': 'application/json', 'x-admin-token': token },
    body: JSON.stringify(body),
  });
}

const store = (storeUrl: string) => ({ platform: 'woocommerce', storeUrl, username: 'shop-admin', accessToken: 'store token' });
const ai = (baseUrl: string) => ({ provider: 'openai-compatible', model: 'llava:13b', baseUrl });

/** Default policy: a store or AI base URL whose name resolves to the loopback is refused; the listener sees nothing. */
export async function outboundDefault(table: SecurityTable, server: ServerProcess, listener: Listener): Promise<void> {
  const alias = await loopbackAlias();
  const token = await adminToken(server);
  const before = listener.connections();
  const typed = await post(server, '/connectors/connections/test', token, store(`https://127.0.0.1:${listener.port}`));
  table.add('outbound', `store typed as https://127.0.0.1:${listener.port}`, '400 not valid', errorOf(typed), typed.status === 400);
  if (!alias) {
    table.add('outbound', 'a name in /etc/hosts resolving to the loopback', 'one found', 'none on this machine', true);
  } else {
    const storeUrl = `https://${alias}:${listener.port}`;
    const byName = await post(server, '/connectors/connections/test', token, store(storeUrl));
    const unreachable = byName.status === 502 && errorOf(byName).includes('is unreachable');
    table.add('outbound', `store ${storeUrl} (resolves to the loopback)`, '502 unreachable', errorOf(byName), unreachable);
    const baseUrl = `http://${alias}:${listener.port}/v1`;
    const aiTest = await post(server, '/admin/engine-settings/test', token, { ...ai(baseUrl), apiKey: 'sk-suite' });
    const refused = aiTest.status === 400 && errorOf(aiTest).includes('unreachable');
    table.add('outbound', `AI base URL ${baseUrl} (resolves to the loopback)`, '400 unreachable', errorOf(aiTest), refused);
  }
  const made = listener.connections() - before;
  table.add('outbound', 'loopback listener after the store and AI rows', '0 connections', `${made} connections`, made === 0);
}

/** 127.0.0.1/32 open: a refused port and a TLS failure give the merchant the same words (no port scanner). */
export async function outboundErrorWords(table: SecurityTable, server: ServerProcess, listener: Listener): Promise<void> {
  const token = await adminToken(server, '198.51.100.12');
  const refusedUrl = `http://127.0.0.1:${await freePort()}`;
  const tlsUrl = `https://127.0.0.1:${listener.port}`;
  const refused = await post(server, '/connectors/connections/test', token, store(refusedUrl));
  const tls = await post(server, '/connectors/connections/test', token, store(tlsUrl));
  const a = errorOf(refused).replace(refusedUrl, '{store}');
  const b = errorOf(tls).replace(tlsUrl, '{store}');
  table.add('outbound', `store at a closed port ${refusedUrl}`, '502 unreachable', errorOf(refused), a.includes('is unreachable'));
  table.add('outbound', `store over TLS to plain HTTP ${tlsUrl}`, 'the same words', b === a ? 'the same words' : b, b === a);
  const told = /ECONN|SSL|TLS|EPROTO|timeout/i.test(a + b);
  table.add('outbound', 'network cause in a store error', 'never told', told ? 'told' : 'not told', !told);
}

/** The stored AI key goes only to the base URL it was saved with: another one (same listener) is refused, unsent. */
export async function aiKeyBinding(table: SecurityTable, server: ServerProcess, listener: Listener, host: string): Promise<void> {
  const token = await adminToken(server);
  const saved = await post(
    server,
    '/admin/engine-settings',
    token,
    { ...ai(`http://${host}:${listener.port}/v1`), apiKey: 'sk-suite' },
    'PUT',
  );
  table.add('outbound', `AI key saved for http://${host}:${listener.port}/v1`, '200', errorOf(saved), saved.status === 200);
  const before = listener.connections();
  const otherUrl = `http://${host}:${listener.port}/elsewhere/v1`;
  const moved = await post(server, '/admin/engine-settings/test', token, ai(otherUrl));
  const made = listener.connections() - before;
  const refused = moved.status === 409 && made === 0;
  table.add('outbound', `stored AI key tried at ${otherUrl}`, '409, 0 connections', `${errorOf(moved)}, ${made} connections`, refused);
  await post(server, '/admin/engine-settings', token, { provider: 'local', clearApiKey: true }, 'PUT');
}
