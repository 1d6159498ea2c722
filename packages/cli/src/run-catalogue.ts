import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CliError } from './cli-error.ts';
import type { Analyzer, CatalogueOutput } from './analyzers/analyzer.ts';
import type { RunOptions } from './options.ts';
import type { Progress } from './progress.ts';

export interface CatalogueSummary extends Omit<CatalogueOutput, 'bytes'> {
  written: string;
}

/**
 * A catalogue spreadsheet run as a bulk job, by the embedded server or a remote one; the enhanced file is the web
 * tool's download (same columns, same name), written to --out or under its own name in the current folder.
 */
export async function runCatalogue(analyzer: Analyzer, file: string, options: RunOptions, progress: Progress): Promise<CatalogueSummary> {
  if (options.out !== undefined && path.resolve(options.out) === path.resolve(file)) {
    throw new CliError(`Refusing to overwrite the catalogue itself (${file}): choose another --out`);
  }
  let started = false;
  let output: CatalogueOutput;
  try {
    output = await analyzer.processCatalogue(
      { file, mode: options.mode, language: options.language, keywords: options.keywords, existingAlts: options.existingAlts },
      (done, total) => {
        if (!started) {
          started = true;
          progress.start(total, 0);
        }
        progress.update(done, '');
      },
    );
  } finally {
    progress.stop();
  }
  const written = path.resolve(options.out ?? output.fileName);
  if (written === path.resolve(file)) {
    throw new CliError(`Refusing to overwrite the catalogue itself (${file}): choose another --out`);
  }
  await writeFile(written, output.bytes);
  const { bytes: _bytes, ...counts } = output;
  return { ...counts, written };
}
