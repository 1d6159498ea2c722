/** Prints a two-column table of metric name → value for humans reading the CLI output. */
export function printTable(title: string, rows: [string, string | number | null][]): void {
  const width = Math.max(...rows.map(([k]) => k.length), 10);
  const lines = [title, '-'.repeat(title.length)];
  for (const [k, v] of rows) {
    lines.push(`${k.padEnd(width)}  ${v ?? 'n/a'}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
