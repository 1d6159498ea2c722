import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageError } from './cli-error.ts';
import type { Analyzer, ImageAnswer } from './analyzers/analyzer.ts';
import type { RunOptions } from './options.ts';

export interface Output {
  write(text: string): unknown;
}

/** One image file or URL: its alt on stdout (or the whole answer as JSON with --json). */
export async function runImage(
  analyzer: Analyzer,
  source: { kind: 'image'; path: string } | { kind: 'url'; url: string },
  options: RunOptions,
  stdout: Output,
): Promise<ImageAnswer> {
  const context = { language: options.language, keywords: options.keywords, title: options.title, description: options.description };
  let answer: ImageAnswer;
  if (source.kind === 'url') {
    answer = await analyzer.describeUrl(source.url, context);
  } else {
    const bytes = await readFile(source.path).catch((error: NodeJS.ErrnoException) => {
      throw new ImageError(`Cannot read ${source.path}: ${error.code ?? error.message}`);
    });
    answer = await analyzer.describeImage(bytes, path.basename(source.path), context);
  }
  stdout.write(options.json ? `${JSON.stringify({ ...answer, language: options.language }, null, 2)}\n` : `${answer.altTag}\n`);
  return answer;
}
