/** Written by `npm run train:guess-line -- --write` from 5026 training photos; do not edit by hand. */
export const GUESS_LINE = { line: 0.59, outsideHead: 0.26 };
