/**
 * Build step 4: print gzip sizes and fail the build when the home page's JavaScript exceeds its
 * 150 KB budget (issue 5). The home page loads the entry (main.tsx), its page chunk and the tool chunk,
 * each with their static imports; the graph is read from Vite's manifest.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const HOME_BUDGET_BYTES = 150 * 1024;
const HOME_ENTRIES = ['index.html', 'src/pages/home/home-page.tsx', 'src/features/tool/index.tsx'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function gzipSize(file: string): Promise<number> {
  return gzipSync(await readFile(join(dist, file)), { level: 9 }).length;
}

/** Files a chunk pulls in before it can run: itself and its static imports, transitively. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) {
      return;
    }
    seen.add(key);
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

async function main(): Promise<void> {
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? [])]) {
      if (!sizes.has(file)) {
        sizes.set(file, await gzipSize(file));
      }
    }
  }
  console.log('\nasset sizes (gzip):');
  for (const [file, size] of [...sizes].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kb(size).padStart(9)}  ${file}`);
  }
  const missing = HOME_ENTRIES.filter((key) => !manifest[key]);
  if (missing.length > 0) {
    throw new Error(`manifest lacks ${missing.join(', ')}`);
  }
  const homeFiles = [...closure(manifest, HOME_ENTRIES)].filter((f) => f.endsWith('.js'));
  const total = homeFiles.reduce((sum, f) => sum + (sizes.get(f) ?? 0), 0);
  console.log(`\nhome page JavaScript (entry + home page + tool): ${kb(total)} gzip, budget ${kb(HOME_BUDGET_BYTES)}`);
  homeFiles.forEach((f) => console.log(`  ${kb(sizes.get(f) ?? 0).padStart(9)}  ${f}`));
  if (total > HOME_BUDGET_BYTES) {
    console.error('home page JavaScript is over its 150 KB budget');
    process.exitCode = 1;
  }
}

await main();
