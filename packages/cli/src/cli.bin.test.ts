import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/** The installed bin as a user's shell starts it (no loader flag): `npx alt-optimizer` runs this file. */
const BIN = fileURLToPath(new URL('../bin/alt-optimizer.mjs', import.meta.url));

function run(args: string[]) {
  return spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 60_000 });
}

it('prints its usage with --help and exits 0', () => {
  const help = run(['--help']);
  expect(help.status).toBe(0);
  expect(help.stdout).toContain('Usage: alt-optimizer [options] <input>');
  for (const option of ['--lang', '--keywords', '--mode', '--out', '--concurrency', '--server', '--key', '--sidecar', '--existing-alts']) {
    expect(help.stdout).toContain(option);
  }
});

it('exits 1 with one clear line for a missing file, before loading any engine', () => {
  const missing = run(['no-such-photo.jpg']);
  expect(missing.status).toBe(1);
  expect(missing.stderr).toBe('alt-optimizer: No such file or folder: no-such-photo.jpg\n');
  expect(missing.stdout).toBe('');
});

it('exits 1 naming the allowed choices of a wrong option', () => {
  const wrong = run(['x.jpg', '--mode', 'fast']);
  expect(wrong.status).toBe(1);
  expect(wrong.stderr).toContain("argument 'fast' is invalid. Allowed choices are complete, simple.");
});
