import { lookup as dnsLookup } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import type { AppDeps } from '../deps.ts';
import {
  BLOCKED_CODE,
  addressPolicy,
  guardedLookup,
  literalHostBlocked,
  type AllAddressesLookup,
  type PrivateAddressAccess,
} from './ip-policy.ts';

/** Why a URL may not be requested at all, before any socket: not http(s), or a blocked literal address. */
export type OutboundUrlProblem = 'urlInvalid' | 'addressBlocked';

export interface OutboundOptions {
  /** The resolver: dns.lookup; tests pass a stand-in (a DNS answer is a third party's, never our code's). */
  resolve?: AllAddressesLookup;
  /** The address check; tests narrow it. Default: addressPolicy(access). */
  isBlocked?: (address: string) => boolean;
  /** Where a failure's cause is told (debug level): users only ever read "unreachable". */
  debug?: (detail: { host: string; cause: string }, message: string) => void;
}

export interface OutboundAgentOptions {
  connectTimeoutMs: number;
  /** Headers and body timeout. */
  timeoutMs: number;
  connections?: number;
}

/** The URL's problem for the policy `isBlocked`, or null when it may be requested. */
export function outboundUrlProblem(raw: string, isBlocked: (address: string) => boolean): OutboundUrlProblem | null {
  if (!URL.canParse(raw)) {
    return 'urlInvalid';
  }
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'urlInvalid';
  }
  return literalHostBlocked(url.hostname, isBlocked) ? 'addressBlocked' : null;
}

/** True when a request failed because the policy refused the address (our lookup's error, however undici wraps it). */
export function isBlockedFailure(error: unknown): boolean {
  return failureCode(error) === BLOCKED_CODE;
}

/** The network cause of a failed request (ECONNREFUSED, a TLS code, E_ADDRESS_BLOCKED…): for a debug log, never a user. */
export function failureCode(error: unknown): string {
  const e = error as { code?: unknown; cause?: { code?: unknown; cause?: { code?: unknown } }; name?: unknown } | null;
  const code = e?.code ?? e?.cause?.code ?? e?.cause?.cause?.code;
  if (typeof code === 'string') {
    return code;
  }
  return e?.name === 'TimeoutError' ? 'timeout' : 'network error';
}

/**
 * The server's one outbound policy: every request it makes — catalogue images, audited pages, webhooks, store APIs and
 * the AI base URL an administrator saves — goes through it. A URL must be http(s) and its host, typed as an address or
 * resolved by DNS, must pass the address policy (ip-policy.ts: global unicast only unless ALLOW_PRIVATE_IMAGE_URLS opens
 * ranges, cloud metadata never). Every address DNS gives is checked and the socket connects to the address just checked
 * (the policy's lookup hands it over), on every redirect hop, since each hop opens its connection through the same lookup.
 */
export class OutboundPolicy {
  readonly isBlocked: (address: string) => boolean;
  readonly lookup: ReturnType<typeof guardedLookup>;
  private readonly resolve: AllAddressesLookup;

  constructor(
    readonly access: PrivateAddressAccess,
    private readonly options: OutboundOptions = {},
  ) {
    this.isBlocked = options.isBlocked ?? addressPolicy(access);
    this.resolve = options.resolve ?? dnsLookup;
    this.lookup = guardedLookup(this.isBlocked, this.resolve);
  }

  /** The URL's problem, or null when it may be requested (its DNS is checked when the socket opens). */
  urlProblem(raw: string): OutboundUrlProblem | null {
    return outboundUrlProblem(raw, this.isBlocked);
  }

  /** A connection pool whose every socket goes through the policy's lookup. */
  agent({ connectTimeoutMs, timeoutMs, connections }: OutboundAgentOptions): Agent {
    return new Agent({
      connect: { timeout: connectTimeoutMs, lookup: this.lookup },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      ...(connections ? { connections } : {}),
    });
  }

  /**
   * A fetch whose every connection goes through the policy's lookup, for a client that takes one (the AI SDK calling
   * the administrator's base URL): a name that resolved to an allowed address when it was saved and to another one
   * later is refused when the socket opens, on every call and redirect.
   */
  fetch(options: OutboundAgentOptions): typeof globalThis.fetch {
    const dispatcher = this.agent(options);
    // undici's own fetch takes the dispatcher; its Request and Response are the WHATWG ones the global fetch types name.
    return ((input: Parameters<typeof globalThis.fetch>[0], init?: RequestInit) =>
      undiciFetch(
        input as Parameters<typeof undiciFetch>[0],
        { ...(init as object), dispatcher } as Parameters<typeof undiciFetch>[1],
      )) as unknown as typeof globalThis.fetch;
  }

  /**
   * Before a URL is saved (the AI base URL): true when it may be requested now — http(s), and its literal address or
   * every address DNS gives passes. The requests themselves are checked again when they connect.
   */
  async allows(raw: string): Promise<boolean> {
    if (this.urlProblem(raw)) {
      return false;
    }
    const host = new URL(raw).hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) !== 0) {
      return true;
    }
    return new Promise((done) => {
      this.lookup(host, {}, (err) => done(!err));
    });
  }

  /** Tells the cause of a failed request at debug level; callers then say "unreachable". */
  explain(url: string, error: unknown): void {
    const host = URL.canParse(url) ? new URL(url).host : '?';
    this.options.debug?.({ host, cause: failureCode(error) }, 'outbound request failed');
  }
}

/** The policy as the app's deps set it: ALLOW_PRIVATE_IMAGE_URLS, the resolver (a test's stand-in DNS) and the debug log. */
export function outboundPolicy(deps: Pick<AppDeps, 'config' | 'logger' | 'resolve'>): OutboundPolicy {
  return new OutboundPolicy(deps.config.allowPrivateImageUrls, {
    ...(deps.resolve ? { resolve: deps.resolve } : {}),
    debug: (detail, message) => deps.logger.debug(detail, message),
  });
}
