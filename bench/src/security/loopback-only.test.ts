import { readdirSync, readFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Guard for issue 23, item 9: no test, bench or e2e run may aim at an address outside the loopback (127.0.0.0/8,
 * ::1). If a policy rule regressed, a live test aiming at 169.254.169.254 or 10.0.0.1 would itself connect there.
 * Non-loopback addresses are checked only by unit tests of the pure policy function and of the connect-time lookup
 * with a stub resolver (packages/server/src/core/net/ip-policy.test.ts, the "ssrf policy" rows of the suite).
 *
 * This greps the sources of everything that starts servers, apps or sockets for URLs whose host is an IP literal
 * (any spelling the WHATWG parser reads: dotted, decimal, hex, octal, bracketed IPv6, IPv4-mapped) outside the
 * loopback. Header values (X-Forwarded-For, a request's remoteAddress) may keep other addresses: they are text the
 * server reads, not places anything connects to, and carry no scheme, so the URL pattern does not see them.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SELF = fileURLToPath(import.meta.url);

/** Folders whose .ts files all count (bench, e2e, the server's test helpers), and folders whose tests count. */
const ALL_SOURCES = ['bench/src', 'e2e/src', 'packages/server/src/testing'];
const TESTS_UNDER = ['packages/server/src', 'packages/cli/src'];

/**
 * Unit tests of pure functions (no app, no socket) that parse URLs naming other addresses. Each is a string in, a
 * string or verdict out; none of these files may start an app or a server.
 */
const PURE_UNIT_TESTS = new Set([
  'packages/server/src/core/config.test.ts', // PUBLIC_URL / origin parsing
  'packages/server/src/features/bulk/fetch/url-credentials.test.ts', // withoutCredentials(url)
  'packages/server/src/features/connectors/store-address.test.ts', // normaliseStoreUrl(typed)
]);

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') {
        out.push(...filesUnder(rel, keep));
      }
    } else if (keep(rel)) {
      out.push(rel);
    }
  }
  return out;
}

function scannedFiles(): string[] {
  const ts = (f: string) => /\.tsx?$/.test(f);
  const files = [
    ...ALL_SOURCES.flatMap((dir) => filesUnder(dir, ts)),
    ...TESTS_UNDER.flatMap((dir) => filesUnder(dir, (f) => /\.test\.tsx?$/.test(f))),
  ];
  return [...new Set(files)].filter((f) => !PURE_UNIT_TESTS.has(f) && path.join(ROOT, f) !== SELF);
}

/** The IP literal a URL's host names, or null for a name; `${…}` placeholders become digits (10.0.0.${i} counts). */
function literalHost(url: string): string | null {
  const authority = url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split(/[/?#]/)[0]!;
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  const bare = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  if (!/[0-9]/.test(bare.replace(/\$\{[^}]*\}/g, '')) && !bare.startsWith('[')) {
    return null;
  }
  try {
    const hostname = new URL(`http://${bare.replace(/\$\{[^}]*\}/g, '1')}/`).hostname;
    const address = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
    return isIP(address) ? address : null;
  } catch {
    return null;
  }
}

/** ::ffff:7f00:1 (IPv4-mapped 127.0.0.1, as the URL parser writes it) is 127.0.0.1 on the wire. */
function isLoopback(address: string): boolean {
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (mapped) {
    const [hi, lo] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
    return LOOPBACK.check(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, 'ipv4');
  }
  return LOOPBACK.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

export function offLoopbackUrls(source: string): string[] {
  const urls = source.match(/\b[a-z][a-z0-9+.-]*:\/\/(?:[^\s'"`<>$]|\$\{[^}]*\})+/gi) ?? [];
  return urls.filter((url) => {
    const address = literalHost(url);
    return address !== null && !isLoopback(address);
  });
}

describe('every test, bench and e2e URL aims at the loopback', () => {
  it('finds the addresses it must refuse and lets loopback spellings through', () => {
    const off = ['169.254.169.254/latest', '[fd00:ec2::254]/', '10.0.0.${i}/a.jpg', 'user:pw@192.168.1.1:80/', '0x08080808/', '0.0.0.0:9/'];
    const on = ['127.0.0.1:${port}/a', '[::1]:9/', '[::ffff:127.0.0.1]:9/', '2130706433:9/', '0177.1:9/', 'localhost:9/', '${base}/x'];
    for (const rest of off) {
      expect(offLoopbackUrls(`'http://${rest}'`), rest).toHaveLength(1);
    }
    for (const rest of on) {
      expect(offLoopbackUrls(`\`http://${rest}\``), rest).toEqual([]);
    }
  });

  it('finds no URL on an IP literal outside 127.0.0.0/8 and ::1 in the suites that start servers or sockets', () => {
    const files = scannedFiles();
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) => offLoopbackUrls(readFileSync(path.join(ROOT, file), 'utf8')).map((url) => `${file}: ${url}`));
    expect(found).toEqual([]);
  });
});
