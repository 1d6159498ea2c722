/** Written by `npm run train:oid-gate -- --write` from 5026 training photos; do not edit by hand. */
export const OID_GATE = { line: 0.57 };
