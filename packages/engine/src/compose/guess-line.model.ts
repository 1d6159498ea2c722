/** Written by `npm run train:guess-line -- --write` from 4220 training photos; do not edit by hand. */
export const GUESS_LINE = { line: 0.63, outsideHead: 0.23 };
