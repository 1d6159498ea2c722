import type { LookupAddress } from 'node:dns';
import type { AllAddressesLookup } from '../core/net/ip-policy.ts';

export interface StandInDns {
  /** Given to the app as deps.resolve (or to an OutboundPolicy): answers from the table, ENOTFOUND otherwise. */
  resolve: AllAddressesLookup;
  /** Every name asked, in order: proves the policy asked where a name resolves. */
  asked: string[];
}

/**
 * A DNS stand-in (DNS answers are a third party's): made-up names answered from a table, asynchronously like the real
 * resolver. Live tests only ever map names to the loopback; other addresses belong in pure lookups of the policy.
 */
export function standInDns(answers: Record<string, readonly LookupAddress[]>): StandInDns {
  const asked: string[] = [];
  const resolve: AllAddressesLookup = (hostname, _options, callback) => {
    asked.push(hostname);
    const list = answers[hostname];
    queueMicrotask(() => (list ? callback(null, [...list]) : callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }), [])));
  };
  return { resolve, asked };
}

/** A made-up name that resolves to 127.0.0.1. */
export const onLoopback = (hostname: string): Record<string, readonly LookupAddress[]> => ({
  [hostname]: [{ address: '127.0.0.1', family: 4 }],
});
