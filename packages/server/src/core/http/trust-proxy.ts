import ipaddr from 'ipaddr.js';

/** TRUST_PROXY, parsed: a number of proxy hops (0 = no proxy), or the proxies' own addresses / CIDR ranges. */
export type TrustProxySetting = number | string[];

type TrustFunction = (address: string, hop: number) => boolean;

/** Where a reverse proxy of this server can stand: the same host or the private network. */
const PROXY_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'carrierGradeNat']);

function isPrivateHop(address: string): boolean {
  if (!ipaddr.isValid(address)) {
    return false;
  }
  const parsed = ipaddr.process(address);
  return PROXY_RANGES.has(parsed.range());
}

/**
 * Fastify's trustProxy from the setting. With a hop count N, request.ip is the address N hops from the right of
 * X-Forwarded-For (what the last of our proxies saw), never the client-written leftmost entry. Each trusted hop
 * must also be a private or loopback address, as Fastify asks of hop counts: a client reaching the server
 * directly from the internet cannot pose as a proxy and pick its own address. Proxies on public addresses (a CDN)
 * are named by their ranges instead (TRUST_PROXY=203.0.113.0/24), and Fastify checks every hop against them.
 */
export function trustProxyOption(setting: TrustProxySetting): false | string[] | TrustFunction {
  if (Array.isArray(setting)) {
    return setting;
  }
  if (setting === 0) {
    return false;
  }
  return (address, hop) => hop < setting && isPrivateHop(address);
}
