/** Milliseconds to one decimal, as every `timingsMs` reports them. */
export function roundMs(ms: number): number {
  return Math.round(ms * 10) / 10;
}
