/** One input tried and what came back, against what must come back. */
export interface Check {
  section: string;
  input: string;
  expected: string;
  actual: string;
  pass: boolean;
}

export class SecurityTable {
  readonly checks: Check[] = [];

  /** Records one row; `pass` is the assertion. */
  add(section: string, input: string, expected: string, actual: string, pass: boolean): void {
    this.checks.push({ section, input, expected, actual, pass });
    const mark = pass ? 'ok  ' : 'FAIL';
    process.stderr.write(`${mark} ${section} | ${input} | ${actual}\n`);
  }

  /** Runs a probe; a probe that throws is a failed row naming the error, never a crash of the whole suite. */
  async probe(section: string, input: string, expected: string, run: () => Promise<{ actual: string; pass: boolean }>): Promise<void> {
    try {
      const { actual, pass } = await run();
      this.add(section, input, expected, actual, pass);
    } catch (error) {
      this.add(section, input, expected, `threw: ${(error as Error).message}`, false);
    }
  }

  failures(): Check[] {
    return this.checks.filter((c) => !c.pass);
  }

  /** A Markdown table: readable in a terminal and pasteable into a note. */
  render(): string {
    const cell = (text: string, width: number) => {
      const flat = text.replace(/\s+/g, ' ').replace(/\|/g, '/');
      return (flat.length > width ? `${flat.slice(0, width - 1)}…` : flat).padEnd(width);
    };
    const widths = [10, 58, 34, 46, 4];
    const line = (cols: string[]) => `| ${cols.map((c, i) => cell(c, widths[i]!)).join(' | ')} |`;
    const rows = [
      line(['section', 'input', 'expected', 'outcome', 'pass']),
      `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
      ...this.checks.map((c) => line([c.section, c.input, c.expected, c.actual, c.pass ? 'yes' : 'NO'])),
    ];
    return rows.join('\n');
  }
}
