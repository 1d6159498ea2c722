import { runCli, type CliIo } from '../program.ts';

export interface CapturedRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** main.ts without process.exit: the command's exit code and what it wrote, stderr as a non-terminal (plain lines). */
export async function runCaptured(argv: string[], analyzerFor: CliIo['analyzerFor']): Promise<CapturedRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text), isTTY: false },
    analyzerFor,
  });
  return { code, stdout, stderr };
}
