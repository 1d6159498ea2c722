import type { Analyzer } from './analyzers/analyzer.ts';
import type { RunOptions } from './options.ts';
import { runCli } from './program.ts';

/** Loaded only for the target asked for: the embedded engine pulls in the vision runtimes, the remote client nothing. */
async function analyzerFor(options: RunOptions): Promise<Analyzer> {
  if (options.target.kind === 'remote') {
    const { createRemoteAnalyzer } = await import('./analyzers/remote-analyzer.ts');
    return createRemoteAnalyzer(options.target.url, options.target.key);
  }
  const { createLocalAnalyzer } = await import('./analyzers/local-analyzer.ts');
  return createLocalAnalyzer(options.concurrency);
}

const code = await runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, analyzerFor });
// Worker threads and keep-alive sockets were closed by the analyzer; exiting here also ends anything a library left.
process.exit(code);
