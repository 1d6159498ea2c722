import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { CliError, ImageError, errorText } from '../cli-error.ts';
import type { Analyzer } from '../analyzers/analyzer.ts';
import type { RunOptions } from '../options.ts';
import type { Progress } from '../progress.ts';
import { listImages } from './list-images.ts';
import { ResultsCsv } from './results-csv.ts';

export interface FolderSummary {
  csv: string;
  found: number;
  skipped: number;
  described: number;
  failed: string[];
}

/** `alt-text.csv` in the current folder unless --out says otherwise. */
export const DEFAULT_FOLDER_CSV = 'alt-text.csv';

/**
 * Every image under `root` (recursively) → a `path,alt` row of the CSV, written as each finishes; paths already in the
 * CSV are skipped (resume). An image that fails is reported and left out, so the next run tries it again; a failure
 * of the run itself (a wrong key, an unreachable server) stops it at once.
 */
export async function runFolder(analyzer: Analyzer, root: string, options: RunOptions, progress: Progress): Promise<FolderSummary> {
  const csv = await ResultsCsv.open(path.resolve(options.out ?? DEFAULT_FOLDER_CSV));
  const images = await listImages(root);
  if (images.length === 0) {
    throw new CliError(`No images found in ${root} (looked for .jpg, .jpeg, .png, .webp, .gif, .avif, .heic, .heif, .tif, .tiff)`);
  }
  const context = { language: options.language, keywords: options.keywords };
  if (!csv.acceptsChoice(context)) {
    throw new CliError(
      `The output file ${csv.file} is a path,alt CSV from an earlier version, without languages or keywords; choose another --out for --lang ${options.language}${options.keywords.length > 0 ? ' with keywords' : ''}`,
    );
  }
  // Done means described in this language with these keywords: `--lang fr` after an English run describes every image again.
  const todo = images.filter((image) => !csv.has(image, context));
  const summary: FolderSummary = { csv: csv.file, found: images.length, skipped: images.length - todo.length, described: 0, failed: [] };
  let done = summary.skipped;
  let fatal: unknown;
  progress.start(images.length, done);
  try {
    // p-limit, not the engine's lanes helper: importing the engine would load the vision runtimes for --server runs too.
    const limit = pLimit(options.concurrency);
    const describeOne = async (image: string): Promise<void> => {
      if (fatal) {
        return;
      }
      try {
        const full = path.join(root, image);
        const bytes = await readFile(full).catch((error: NodeJS.ErrnoException) => {
          throw new ImageError(`Cannot read ${image}: ${error.code ?? error.message}`);
        });
        const answer = await analyzer.describeImage(bytes, image, context);
        await csv.append(image, answer.altTag, context);
        if (options.sidecar) {
          await writeFile(`${full}.alt.json`, `${JSON.stringify({ ...answer, language: options.language }, null, 2)}\n`);
        }
        summary.described += 1;
      } catch (error) {
        if (!(error instanceof ImageError)) {
          fatal ??= error;
          return;
        }
        summary.failed.push(image);
        progress.log(`✗ ${errorText(error)}`);
      }
      done += 1;
      progress.update(done, image);
    };
    await Promise.all(todo.map((image) => limit(() => describeOne(image))));
  } finally {
    progress.stop();
  }
  if (fatal) {
    throw fatal;
  }
  return summary;
}
