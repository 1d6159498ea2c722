/** Minimal `--name value` parser for the CLIs (no dependency needed for four flags). */
export function parseArgs(argv: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (!a.startsWith('--')) {
      continue;
    }
    const eq = a.indexOf('=');
    if (eq > 0) {
      out.set(a.slice(2, eq), a.slice(eq + 1));
    } else {
      const next = argv[i + 1];
      out.set(a.slice(2), next !== undefined && !next.startsWith('--') ? next : 'true');
      if (next !== undefined && !next.startsWith('--')) {
        i++;
      }
    }
  }
  return out;
}

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}
