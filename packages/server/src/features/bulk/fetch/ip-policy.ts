import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * True for every address a catalogue URL must never reach: loopback, private (RFC 1918, IPv6 ULA),
 * link-local (cloud metadata 169.254.169.254 included), CGNAT, multicast, broadcast, reserved,
 * unspecified, and IPv6 transition prefixes that can embed any of those. Only global unicast passes.
 */
export function isBlockedAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) {
    return true;
  }
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() !== 'unicast';
}

/** Error code our lookup raises; fetch-image maps it to "Address not allowed". */
export const BLOCKED_CODE = 'E_ADDRESS_BLOCKED';

export class BlockedAddressError extends Error {
  readonly code = BLOCKED_CODE;
  constructor(readonly host: string) {
    super(`Address not allowed: ${host}`);
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A drop-in for dns.lookup given to the socket: it resolves, then refuses the connection when any
 * answer is blocked. Checking at connect time (not before the request) closes the DNS-rebinding gap
 * between a check and the real connection.
 */
export function guardedLookup(isBlocked: (address: string) => boolean = isBlockedAddress) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
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
