/**
 * Choosing a probability line on training folds, shared by the line-fitting tools (fit-noun-gate.ts,
 * fit-guess-line.ts, fit-model-gate.ts): the lowest (or highest) grid line at which a rule holds, chosen on 4 grouped
 * folds and judged on the 5th.
 */

/** What a rule does at line g on some rows: how often it fires, and how often wrongly. */
export type Line<R> = (rows: readonly R[], g: number) => { hits: number; bad: number };
export type LineOk = (judged: { hits: number; bad: number }, rows: number) => boolean;

/** One above every probability: the rule never fires. */
export const NEVER = 1.01;
export const GRID: readonly number[] = Array.from({ length: 90 }, (_, i) => Math.round((0.1 + i * 0.01) * 100) / 100);

/** The lowest grid line at which `ok` holds on these rows, else NEVER. */
export function lowestLine<R>(rows: readonly R[], line: Line<R>, ok: LineOk): number {
  return GRID.find((g) => ok(line(rows, g), rows.length)) ?? NEVER;
}

/**
 * The highest grid line at which `ok` holds on these rows, else 0: for a rule that fires below its line (a gate that
 * demotes what scores under it), 0 never fires.
 */
export function highestLine<R>(rows: readonly R[], line: Line<R>, ok: LineOk): number {
  return GRID.findLast((g) => ok(line(rows, g), rows.length)) ?? 0;
}

type ChooseLine = <R>(rows: readonly R[], line: Line<R>, ok: LineOk) => number;

/** Wrong firings at most `max` of all rows. */
export const rateUnder =
  (max: number): LineOk =>
  (j, n) =>
    j.bad / n <= max;

/** Of the firings, at least `min` right. */
export const precisionOver =
  (min: number): LineOk =>
  (j) =>
    j.hits > 0 && (j.hits - j.bad) / j.hits >= min;

/** Chooses a line on 4 folds, judges it on the 5th; returns the held-out totals, each fold's line and the line on all rows. */
export function crossValidateLine<R>(
  rows: readonly R[],
  folds: readonly number[],
  line: Line<R>,
  ok: LineOk,
  choose: ChooseLine = lowestLine,
) {
  let hits = 0;
  let bad = 0;
  const lines: number[] = [];
  for (let f = 0; f < 5; f++) {
    const g = choose(
      rows.filter((_, i) => folds[i] !== f),
      line,
      ok,
    );
    lines.push(g);
    const held = line(
      rows.filter((_, i) => folds[i] === f),
      g,
    );
    hits += held.hits;
    bad += held.bad;
  }
  return { hits, bad, lines, final: choose(rows, line, ok) };
}

export const pct = (a: number, b: number, digits = 1): string => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(digits)} %`);
