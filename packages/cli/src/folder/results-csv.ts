import { appendFile, readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { CliError } from '../cli-error.ts';

const HEADER = ['path', 'alt', 'language', 'keywords'] as const;

/** What a run asks for: an image is done only when it was described with the same language and keywords. */
export interface RunChoice {
  language: string;
  keywords: readonly string[];
}

/** A row's key in `done`: the image and the choices it was described with (issue 24: `--lang fr` after an English run). */
export function doneKey(imagePath: string, choice: RunChoice): string {
  return JSON.stringify([imagePath, choice.language, [...choice.keywords].join(', ')]);
}

/**
 * The folder command's output, `path,alt,language,keywords`, one row per image written as soon as its alt is ready: a
 * run that stops half-way keeps what it did, and the next run with the same language and keywords skips those paths
 * (resume); another language or other keywords describe them again, on rows of their own. Failed images get no row,
 * so they are tried again. An empty alt (a decorative image) is an answer, so its row counts as done. A `path,alt` file
 * from before the language was recorded holds English rows without keywords.
 */
export class ResultsCsv {
  /** Appends are chained so rows finishing together never interleave their bytes. */
  private writes: Promise<void> = Promise.resolve();

  private constructor(
    readonly file: string,
    /** doneKey of every row already in the file when it was opened. */
    readonly done: ReadonlySet<string>,
    private needsHeader: boolean,
    /** A file of the older `path,alt` layout: rows keep its two columns. */
    private readonly legacy = false,
  ) {}

  /** Whether this image was already described with these choices. */
  has(imagePath: string, choice: RunChoice): boolean {
    return this.done.has(doneKey(imagePath, choice));
  }

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
    const legacy = header.length === 2;
    const done = new Set(
      body.filter((row) => row[0]).map((row) => JSON.stringify([row[0], legacy ? 'en' : (row[2] ?? ''), legacy ? '' : (row[3] ?? '')])),
    );
    const opened = new ResultsCsv(file, done, false, legacy);
    // A run killed mid-line cannot happen (one append per row), but a file edited by hand may lack its last newline.
    if (!text.endsWith('\n')) {
      opened.writes = appendFile(file, '\n');
    }
    return opened;
  }

  /** A `path,alt` file cannot say another language or keywords: the run must write elsewhere. */
  acceptsChoice(choice: RunChoice): boolean {
    return !this.legacy || (choice.language === 'en' && choice.keywords.length === 0);
  }

  append(imagePath: string, alt: string, choice: RunChoice): Promise<void> {
    const row = this.legacy ? [imagePath, alt] : [imagePath, alt, choice.language, choice.keywords.join(', ')];
    const rows: string[][] = this.needsHeader ? [[...HEADER], row] : [row];
    this.needsHeader = false;
    this.writes = this.writes.then(() => appendFile(this.file, stringify(rows)));
    return this.writes;
  }
}
