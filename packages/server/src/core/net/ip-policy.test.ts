import { describe, expect, it } from 'vitest';
import type { LookupAddress } from 'node:dns';
import {
  addressPolicy,
  BLOCKED_CODE,
  guardedLookup,
  isBlockedAddress,
  literalHostBlocked,
  parseCidrList,
  type AllAddressesLookup,
} from './ip-policy.ts';

const METADATA = ['169.254.169.254', '169.254.170.2', '100.100.100.200', 'fd00:ec2::254', '::ffff:169.254.169.254', '::a9fe:a9fe'];

describe('IPv4-compatible IPv6 (::/96)', () => {
  it('is blocked under every policy, whatever IPv4 address it carries', () => {
    for (const policy of [isBlockedAddress, addressPolicy(true), addressPolicy(['0.0.0.0/0', '::/0'])]) {
      for (const ip of ['::a9fe:a9fe', '::7f00:1', '::a00:1', '::808:808', '::0.0.0.2']) {
        expect(policy(ip), ip).toBe(true);
      }
    }
  });

  it('leaves :: and ::1 to their own ranges (unspecified, loopback)', () => {
    expect(addressPolicy(true)('::1')).toBe(false);
    expect(addressPolicy(true)('::')).toBe(true);
  });
});

describe('ALLOW_PRIVATE_IMAGE_URLS=1', () => {
  const allowAll = addressPolicy(true);

  it('opens loopback, RFC 1918, CGNAT and ULA', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '100.64.0.1', '::1', 'fc00::1', '::ffff:10.0.0.1']) {
      expect(allowAll(ip), ip).toBe(false);
    }
  });

  it('never opens cloud metadata, link-local, multicast, broadcast or unspecified', () => {
    for (const ip of [...METADATA, '169.254.1.1', 'fe80::1', '224.0.0.1', 'ff02::1', '255.255.255.255', '0.0.0.0', '::']) {
      expect(allowAll(ip), ip).toBe(true);
    }
  });
});

describe('ALLOW_PRIVATE_IMAGE_URLS as CIDR ranges', () => {
  const narrowed = addressPolicy(['10.0.0.0/8', '192.168.1.0/24', 'fd12::/16']);

  it('opens only the listed ranges (IPv4-mapped addresses judged as IPv4), public addresses as always', () => {
    for (const ip of ['10.200.0.1', '192.168.1.77', '::ffff:10.0.0.9', 'fd12::5', '8.8.8.8', '2606:4700:4700::1111']) {
      expect(narrowed(ip), ip).toBe(false);
    }
    for (const ip of ['127.0.0.1', '192.168.2.1', '172.16.0.1', '::1', 'fd13::1', '100.64.0.1']) {
      expect(narrowed(ip), ip).toBe(true);
    }
  });

  it('never opens metadata even when a listed range covers it', () => {
    const careless = addressPolicy(['169.254.0.0/16', 'fd00::/8', '100.64.0.0/10']);
    for (const ip of METADATA) {
      expect(careless(ip), ip).toBe(true);
    }
  });

  it('refuses a range that is not CIDR', () => {
    expect(() => parseCidrList(['10.0.0.0/8', 'intranet'])).toThrow('not a CIDR range: intranet');
  });
});

describe('literal hosts', () => {
  it('checks bracketed IPv6 and IPv4 literals, leaves names to the lookup', () => {
    expect(literalHostBlocked('[::a9fe:a9fe]')).toBe(true);
    expect(literalHostBlocked('169.254.169.254', addressPolicy(true))).toBe(true);
    expect(literalHostBlocked('10.0.0.1', addressPolicy(['10.0.0.0/8']))).toBe(false);
    expect(literalHostBlocked('metadata.google.internal')).toBe(false);
  });
});

/**
 * The connect-time lookup with a stub resolver: names that resolve to metadata, private or mixed answers are refused
 * before any socket exists. Non-loopback addresses are only ever checked here and above (pure functions), never
 * through a live socket (issue 23, item 9).
 */
describe('guardedLookup with a stub resolver', () => {
  const answers: Record<string, LookupAddress[]> = {
    'metadata.stub': [{ address: '169.254.169.254', family: 4 }],
    'aws-v6.stub': [{ address: 'fd00:ec2::254', family: 6 }],
    'intranet.stub': [{ address: '10.0.0.7', family: 4 }],
    'rebind.stub': [
      { address: '93.184.216.34', family: 4 },
      { address: '192.168.1.1', family: 4 },
    ],
    'public.stub': [{ address: '93.184.216.34', family: 4 }],
  };
  const asked: string[] = [];
  const stub: AllAddressesLookup = (hostname, _options, callback) => {
    asked.push(hostname);
    const list = answers[hostname];
    queueMicrotask(() => (list ? callback(null, list) : callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }), [])));
  };

  function resolveWith(policy: (address: string) => boolean, hostname: string): Promise<{ code?: string; address?: string }> {
    return new Promise((resolve) => {
      guardedLookup(policy, stub)(hostname, {}, (err, address) =>
        resolve(err ? { code: (err as NodeJS.ErrnoException).code } : { address: address as string }),
      );
    });
  }

  it('refuses a name resolving to metadata, an intranet address, or any blocked answer among several', async () => {
    for (const name of ['metadata.stub', 'aws-v6.stub', 'intranet.stub', 'rebind.stub']) {
      expect(await resolveWith(isBlockedAddress, name), name).toEqual({ code: BLOCKED_CODE });
    }
  });

  it('keeps metadata refused with private addresses open, and opens only the listed range', async () => {
    expect(await resolveWith(addressPolicy(true), 'metadata.stub')).toEqual({ code: BLOCKED_CODE });
    expect(await resolveWith(addressPolicy(true), 'aws-v6.stub')).toEqual({ code: BLOCKED_CODE });
    expect(await resolveWith(addressPolicy(['10.0.0.0/8']), 'intranet.stub')).toEqual({ address: '10.0.0.7' });
    expect(await resolveWith(addressPolicy(['127.0.0.1/32']), 'intranet.stub')).toEqual({ code: BLOCKED_CODE });
  });

  it('passes a public answer through and a resolver error unchanged', async () => {
    expect(await resolveWith(isBlockedAddress, 'public.stub')).toEqual({ address: '93.184.216.34' });
    expect(await resolveWith(isBlockedAddress, 'missing.stub')).toEqual({ code: 'ENOTFOUND' });
    expect(asked).toContain('missing.stub');
  });
});
