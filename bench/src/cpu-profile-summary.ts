/**
 * What each thread of a profiled run spent its time on: busy and idle milliseconds (a pool thread waiting for a task
 * counts as idle), then the functions with the most self time (where the CPU was when sampled). Reads the V8 .cpuprofile files `--cpu-prof` writes, e.g. the server's
 * under `SERVER_CPU_PROF_DIR=/tmp/prof npm run bench:bulk -- --rows 250` (every engine and OCR thread has its own):
 *   npm run bench:profile -- /tmp/prof/*.cpuprofile [--top 20]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

/** A function's place, short: its package path inside node_modules, else its path from the repo root. */
function where(frame: CallFrame): string {
  const url = frame.url.includes('/node_modules/')
    ? frame.url.split('/node_modules/').pop()!
    : frame.url.replace(/^file:\/\/.*?\/packages\//, 'packages/');
  return `${frame.functionName || '(anonymous)'} ${url}${url ? `:${frame.lineNumber}` : ''}`;
}

/** A pool thread blocked in Atomics.wait for its next task: sampled as that function, but the thread sleeps. */
function isWaitingForWork(frame: CallFrame): boolean {
  return frame.functionName === 'atomicsWaitLoop' && frame.url.includes('/piscina/');
}

function summarise(profile: CpuProfile, top: number): { busyMs: number; idleMs: number; hot: [string, number][] } {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const self = new Map<string, number>();
  let idle = 0;
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    total += ms;
    const frame = frames.get(id);
    if (!frame || frame.functionName === '(idle)' || isWaitingForWork(frame)) {
      idle += ms;
      return;
    }
    const key = where(frame);
    self.set(key, (self.get(key) ?? 0) + ms);
  });
  const hot = [...self].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { busyMs: total - idle, idleMs: idle, hot };
}

const { values, positionals } = parseArgs({ options: { top: { type: 'string', default: '15' } }, allowPositionals: true });
for (const file of positionals) {
  const { busyMs, idleMs, hot } = summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, Number(values.top));
  console.log(`${path.basename(file)}: busy ${Math.round(busyMs)} ms, idle ${Math.round(idleMs)} ms`);
  for (const [name, ms] of hot) {
    console.log(`  ${String(Math.round(ms)).padStart(7)} ms  ${name}`);
  }
}
