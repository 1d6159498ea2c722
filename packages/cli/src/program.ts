import { availableParallelism } from 'node:os';
import { Command, CommanderError, Option } from '@commander-js/extra-typings';
import { BULK_MODES, DEFAULT_EXISTING_ALT_POLICY, EXISTING_ALT_POLICIES, LANGUAGES } from '@alt-optimizer/contract';
import type { Analyzer } from './analyzers/analyzer.ts';
import { CliError, errorText } from './cli-error.ts';
import { DEFAULT_FOLDER_CSV, runFolder } from './folder/run-folder.ts';
import { classifyInput, type Input } from './input-kind.ts';
import { parseRunOptions, type RunOptions } from './options.ts';
import { createProgress, type ProgressStream } from './progress.ts';
import { auditApiFor, auditFormat, parseMaxPages, runAudit, type AuditApi } from './run-audit.ts';
import { runCatalogue } from './run-catalogue.ts';
import { runImage, type Output } from './run-image.ts';

/** Exit codes: the README lists them for scripts. */
export const EXIT = { ok: 0, error: 1, someFailed: 2 } as const;

export interface CliIo {
  stdout: Output;
  stderr: ProgressStream;
  /** Builds the analyzer for the options (tests pass the real ones with their own settings). */
  analyzerFor(options: RunOptions): Promise<Analyzer>;
  /** The page audit's server (default: a remote target's /api/v1, else the embedded server with this process's env). */
  auditApiFor?: (target: RunOptions['target']) => Promise<AuditApi>;
}

function buildProgram(
  io: CliIo,
  run: (input: string, options: RunOptions) => Promise<void>,
  audit: (url: string, maxPages: number, options: RunOptions) => Promise<void>,
) {
  const defaultConcurrency = String(Math.min(4, availableParallelism()));
  return new Command('alt-optimizer')
    .description(
      'Alt text (at most 125 characters, English or French) for an image, a folder of images, an image URL or a catalogue spreadsheet.',
    )
    .argument('<input>', 'an image file, a folder (searched recursively), an http(s) image URL, or a .xlsx/.csv catalogue')
    .addOption(new Option('-l, --lang <lang>', 'language of the alt text').choices(LANGUAGES).default('en' as const))
    .option('-k, --keywords <list>', 'comma-separated SEO keywords woven into the alt (at most 6, 30 characters each)')
    .addOption(
      new Option('-m, --mode <mode>', 'catalogue mode: complete (title, description, URL) or simple (URLs only)')
        .choices(BULK_MODES)
        .default('complete' as const),
    )
    .option('--title <text>', 'product title, for a single image or URL')
    .option('--description <text>', 'product description, for a single image or URL')
    .option(
      '-o, --out <file>',
      `output: the CSV of a folder (default ${DEFAULT_FOLDER_CSV}), the enhanced catalogue (default: its download name)`,
    )
    .option('-c, --concurrency <n>', 'images analysed at once (local: engine worker threads)', defaultConcurrency)
    .addOption(
      new Option(
        '--existing-alts <policy>',
        'catalogue: alt texts the file already has — replace-bad keeps the good ones, fill-empty keeps all, overwrite replaces all',
      )
        .choices(EXISTING_ALT_POLICIES)
        .default(DEFAULT_EXISTING_ALT_POLICY),
    )
    .addOption(new Option('--overwrite', 'catalogue: same as --existing-alts overwrite').conflicts('existingAlts'))
    .option('--sidecar', 'folder: also write <image>.alt.json beside each image')
    .option('--json', 'single image or URL: print the whole answer as JSON')
    .option('--audit', 'audit the images of a page, or of the pages of a sitemap, against RGAA 1.1–1.3 and WCAG 1.1.1 (input: its URL)')
    .option('--max-pages <n>', 'audit: pages of a sitemap to read (default 10, at most 50)')
    .option('--server <url>', 'use a remote Alt Optimizer server (its /api/v1) instead of the embedded engine')
    .option('--key <key>', 'API key for --server (or set ALT_OPTIMIZER_API_KEY)')
    .version('0.1.0')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    })
    .action(async (input, raw) =>
      raw.audit ? audit(input, parseMaxPages(raw.maxPages), parseRunOptions(raw)) : run(input, parseRunOptions(raw)),
    );
}

async function runInput(io: CliIo, input: Input, options: RunOptions): Promise<number> {
  if ((options.title || options.description) && (input.kind === 'folder' || input.kind === 'spreadsheet')) {
    throw new CliError('--title and --description describe one image; a folder or catalogue has its own per image');
  }
  // One image needs one engine thread: a pool would load the models once per worker for nothing.
  const single = input.kind === 'image' || input.kind === 'url';
  const analyzer = await io.analyzerFor(single ? { ...options, concurrency: 1 } : options);
  try {
    if (input.kind === 'folder') {
      const summary = await runFolder(analyzer, input.path, options, createProgress(io.stderr));
      io.stderr.write(
        `${summary.found} images: ${summary.described} described, ${summary.skipped} already in the CSV, ${summary.failed.length} failed → ${summary.csv}\n`,
      );
      return summary.failed.length > 0 ? EXIT.someFailed : EXIT.ok;
    }
    if (input.kind === 'spreadsheet') {
      const summary = await runCatalogue(analyzer, input.path, options, createProgress(io.stderr));
      io.stderr.write(`${summary.total} images: ${summary.successful} with alt text, ${summary.failed} failed → ${summary.written}\n`);
      if (summary.failed > 0) {
        io.stderr.write('Failed rows say why in their ALT_Error cell.\n');
      }
      return summary.failed > 0 ? EXIT.someFailed : EXIT.ok;
    }
    await runImage(analyzer, input, options, io.stdout);
    return EXIT.ok;
  } finally {
    await analyzer.close();
  }
}

/** Parses `argv` (without node and the script), runs the command and answers the exit code; never exits itself. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let code: number = EXIT.ok;
  const program = buildProgram(
    io,
    async (input, options) => {
      code = await runInput(io, await classifyInput(input), options);
    },
    async (url, maxPages, options) => {
      auditFormat(options.out);
      const api = await (io.auditApiFor ?? ((target) => auditApiFor(target, process.env)))(options.target);
      try {
        await runAudit(api, url, { maxPages, language: options.language, out: options.out, pollMs: 500 }, io.stdout, io.stderr);
      } finally {
        await api.close();
      }
    },
  );
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and --version end with exit code 0; usage mistakes were already printed by commander.
      return error.exitCode;
    }
    io.stderr.write(`alt-optimizer: ${errorText(error)}\n`);
    return error instanceof CliError ? error.exitCode : EXIT.error;
  }
  return code;
}
