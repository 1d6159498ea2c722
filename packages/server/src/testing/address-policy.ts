/**
 * The server's outbound address policy, for suites that prove it without a socket (`npm run test:security` prints
 * its metadata and intranet rows from these pure checks; live rows only ever aim at the loopback).
 */
export { addressPolicy, BLOCKED_CODE, guardedLookup, type AllAddressesLookup } from '../core/net/ip-policy.ts';
