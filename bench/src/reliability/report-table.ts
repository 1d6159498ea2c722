/** One line of the reliability report: what was tried, what came out, and the bound it is judged by. */
export interface Outcome {
  scenario: string;
  measured: string;
  bound: string;
  pass: boolean;
}

/** Prints the outcomes as a fixed-width table (the suite's whole output) and says whether all passed. */
export function printTable(outcomes: readonly Outcome[]): boolean {
  const rows = outcomes.map((o) => [o.scenario, o.measured, o.bound, o.pass ? 'PASS' : 'FAIL']);
  const header = ['scenario', 'measured', 'bound', 'outcome'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  process.stdout.write(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}\n`);
  for (const r of rows) {
    process.stdout.write(`${line(r)}\n`);
  }
  return outcomes.every((o) => o.pass);
}

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
