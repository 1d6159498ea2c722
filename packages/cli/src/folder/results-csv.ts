import { appendFile, readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { CliError } from '../cli-error.ts';

const HEADER = ['path', 'alt'] as const;

/**
 * The folder command's output, `path,alt`, one row per image written as soon as its alt is ready: a run that stops
 * half-way keeps what it did, and the next run skips those paths (resume). Failed images get no row, so they are
 * tried again. An empty alt (a decorative image) is an answer, so its row counts as done.
 */
export class ResultsCsv {
  /** Appends are chained so rows finishing together never interleave their bytes. */
  private writes: Promise<void> = Promise.resolve();

  private constructor(
    readonly file: string,
    /** Paths already in the file when it was opened. */
    readonly done: ReadonlySet<string>,
    private needsHeader: boolean,
  ) {}

  /** Opens `file` for appending, reading the paths it already holds; refuses a file that is not ours. */
  static async open(file: string): Promise<ResultsCsv> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return new ResultsCsv(file, new Set(), true);
      }
      throw new CliError(`Cannot read the output file ${file}: ${(error as Error).message}`);
    }
    if (text.trim() === '') {
      return new ResultsCsv(file, new Set(), true);
    }
    let rows: string[][];
    try {
      rows = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
    } catch (error) {
      throw new CliError(`The output file ${file} is not a readable CSV (${(error as Error).message}); choose another --out`);
    }
    const [header, ...body] = rows;
    if (header?.[0] !== HEADER[0] || header[1] !== HEADER[1]) {
      throw new CliError(`The output file ${file} exists and is not a path,alt CSV written by alt-optimizer; choose another --out`);
    }
    const done = new Set(body.filter((row) => row[0]).map((row) => row[0] as string));
    const opened = new ResultsCsv(file, done, false);
    // A run killed mid-line cannot happen (one append per row), but a file edited by hand may lack its last newline.
    if (!text.endsWith('\n')) {
      opened.writes = appendFile(file, '\n');
    }
    return opened;
  }

  append(imagePath: string, alt: string): Promise<void> {
    const rows: string[][] = this.needsHeader ? [[...HEADER], [imagePath, alt]] : [[imagePath, alt]];
    this.needsHeader = false;
    this.writes = this.writes.then(() => appendFile(this.file, stringify(rows)));
    return this.writes;
  }
}
