import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * Which non-public addresses a catalogue URL may reach (ALLOW_PRIVATE_IMAGE_URLS): false = none (default),
 * true = every private/intranet range, a list of CIDR ranges = only those. Whatever it says, the addresses in
 * NEVER_REACHABLE stay blocked.
 */
export type PrivateAddressAccess = boolean | readonly string[];

/**
 * Blocked even when private addresses are allowed: cloud metadata (169.254.169.254 on AWS, GCP, Azure and Oracle;
 * ECS task credentials 169.254.170.2; Alibaba 100.100.100.200; AWS IPv6 fd00:ec2::254) sits in link-local and
 * these; no intranet catalogue lives on a link-local address. Also addresses no fetch has a reason to reach.
 */
const NEVER_REACHABLE = ['169.254.0.0/16', 'fe80::/10', 'fd00:ec2::/32', '100.100.100.200/32'].map((cidr) => ipaddr.parseCIDR(cidr));
const NEVER_RANGES = new Set(['unspecified', 'broadcast', 'multicast', 'linkLocal', 'reserved']);

/** ::ffff:a.b.c.d (IPv4-mapped) is judged as the IPv4 address it carries. */
function normalise(address: string): Address {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed;
}

/**
 * IPv4-compatible IPv6 (::/96, deprecated by RFC 4291): ::a9fe:a9fe is 169.254.169.254 to some stacks, and ipaddr.js
 * calls it global unicast. Nothing legitimate uses it, so it is never reachable. :: and ::1 are not in it here.
 */
function isIPv4Compatible(address: Address): boolean {
  if (address.kind() !== 'ipv6') {
    return false;
  }
  const parts = (address as ipaddr.IPv6).parts;
  return parts.slice(0, 6).every((p) => p === 0) && (parts[6] !== 0 || parts[7]! > 1);
}

function inAny(address: Address, ranges: readonly [Address, number][]): boolean {
  return ranges.some(([net, bits]) => net.kind() === address.kind() && address.match(net, bits));
}

/** Parses a list of CIDR ranges ("10.0.0.0/8,192.168.1.0/24"); throws naming the first bad one. */
export function parseCidrList(list: readonly string[]): [Address, number][] {
  return list.map((cidr) => {
    try {
      return ipaddr.parseCIDR(cidr);
    } catch {
      throw new Error(`not a CIDR range: ${cidr}`);
    }
  });
}

/**
 * The address check of a fetcher: true = blocked. Only global unicast passes by default; `access` may open
 * private ranges (all, or the listed ones), never the NEVER_REACHABLE ones. IPv6 transition prefixes that can
 * embed any address (6to4, Teredo, NAT64) are not global unicast, so they stay blocked unless listed.
 */
export function addressPolicy(access: PrivateAddressAccess): (address: string) => boolean {
  const listed = Array.isArray(access) ? parseCidrList(access) : [];
  return (raw) => {
    if (!ipaddr.isValid(raw)) {
      return true;
    }
    const address = normalise(raw);
    if (isIPv4Compatible(address) || inAny(address, NEVER_REACHABLE)) {
      return true;
    }
    const range = address.range();
    if (range === 'unicast') {
      return false;
    }
    if (NEVER_RANGES.has(range)) {
      return true;
    }
    return access !== true && !inAny(address, listed);
  };
}

/**
 * True for every address a catalogue URL must never reach by default: loopback, private (RFC 1918, IPv6 ULA),
 * link-local (cloud metadata 169.254.169.254 included), CGNAT, multicast, broadcast, reserved, unspecified,
 * IPv4-compatible IPv6 (::a9fe:a9fe is 169.254.169.254) and IPv6 transition prefixes. Only global unicast passes.
 */
export const isBlockedAddress = addressPolicy(false);

/** Error code our lookup raises; fetch-image maps it to "Address not allowed". */
export const BLOCKED_CODE = 'E_ADDRESS_BLOCKED';

export class BlockedAddressError extends Error {
  readonly code = BLOCKED_CODE;
  constructor(readonly host: string) {
    super(`Address not allowed: ${host}`);
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** The resolver behind guardedLookup: dns.lookup with `all: true`; unit tests pass a stub (no real DNS, no socket). */
export type AllAddressesLookup = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A drop-in for dns.lookup given to the socket: it resolves, then refuses the connection when any
 * answer is blocked. Checking at connect time (not before the request) closes the DNS-rebinding gap
 * between a check and the real connection.
 */
export function guardedLookup(isBlocked: (address: string) => boolean = isBlockedAddress, resolve: AllAddressesLookup = dnsLookup) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) {
        callback(err, []);
        return;
      }
      const list = addresses as LookupAddress[];
      if (list.length === 0 || list.some((a) => isBlocked(a.address))) {
        callback(new BlockedAddressError(hostname), []);
        return;
      }
      if (options.all) {
        callback(null, list);
      } else {
        callback(null, list[0]!.address, list[0]!.family);
      }
    });
  };
}

/** Literal IP hosts never reach a lookup function, so they are checked here. "[::1]" → "::1". */
export function literalHostBlocked(hostname: string, isBlocked: (address: string) => boolean = isBlockedAddress): boolean {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) !== 0 && isBlocked(bare);
}
