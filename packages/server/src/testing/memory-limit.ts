/**
 * A memory limit for one child process, for the issue 26 test "the server runs a job under 1 GB".
 *
 * Preferred: a cgroup child group (v2 `memory.max`, else v1 `memory.limit_in_bytes`) the child is moved into right
 * after its spawn, so the kernel enforces the limit (past it, the OOM killer ends the server and the job never
 * finishes) and the server itself sees it (process.constrainedMemory, the default ENGINE_WORKERS). An address-space
 * limit (`prlimit --as`) would be wrong: WASM reserves far more virtual memory than it uses.
 * Where no cgroup is writable (no root, read-only /sys/fs/cgroup): a watchdog that samples the anonymous resident
 * memory of the process and its descendants (PGlite's initdb child, as the cgroup counts it) every 50 ms and, past the
 * limit, kills them with SIGKILL as the kernel would: the job then never finishes and the test fails, not only an
 * assertion at its end (memory-limit.test.ts shows both modes end a process that goes past). Anonymous memory
 * (RssAnon + RssShmem) because that is what a cgroup cannot take back without swap: near its limit the kernel drops
 * the file pages (the mapped node binary and libraries, ~80 MB) first, and it ended the server at 1,028 MB anonymous.
 * Both modes also record the peak resident set (VmHWM).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface MemoryLimiter {
  mode: 'cgroup v2' | 'cgroup v1' | 'rss watchdog';
  /** Puts the process under the limit (cgroup) or starts watching it (watchdog). */
  add(pid: number): void;
  /** Peak resident set of the process in MB (VmHWM), while it runs. */
  peakRssMb(pid: number): number | undefined;
  /** Highest anonymous memory (MB) of the process tree the watchdog sampled (undefined under a cgroup). */
  peakAnonMb(): number | undefined;
  /** Highest anonymous memory (MB) the watchdog saw over the limit, if it did. */
  exceededMb(): number | undefined;
  /** Stops watching and removes the group (after the process has exited). */
  dispose(): void;
}

function tryGroup(root: string, limitFile: string, name: string, bytes: number): string | undefined {
  const dir = path.join(root, name);
  try {
    mkdirSync(dir);
    writeFileSync(path.join(dir, limitFile), String(bytes));
    return dir;
  } catch {
    try {
      rmdirSync(dir);
    } catch {
      // never created
    }
    return undefined;
  }
}

const WATCH_INTERVAL_MS = 50;

function statusMb(pid: number, field: 'VmHWM' | 'RssAnon' | 'RssShmem'): number | undefined {
  try {
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The process and its descendants, through each thread's /proc children list (a process forked from any thread). */
function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${tree[i]}/task`);
    } catch {
      continue; // already gone
    }
    for (const task of tasks) {
      try {
        const children = readFileSync(`/proc/${tree[i]}/task/${task}/children`, 'utf8').trim();
        tree.push(...(children ? children.split(/\s+/).map(Number) : []));
      } catch {
        // the thread ended between the two reads
      }
    }
  }
  return tree;
}

/** cgroup v2 with the memory controller mounted at /sys/fs/cgroup (not the tmpfs that holds v1's hierarchies). */
function hasV2Memory(): boolean {
  try {
    return readFileSync('/sys/fs/cgroup/cgroup.controllers', 'utf8').split(/\s+/).includes('memory');
  } catch {
    return false;
  }
}

export interface MemoryLimiterOptions {
  /** Group name under the cgroup root. */
  name?: string;
  /** Skip the cgroups and use the watchdog (its own test). */
  watchdogOnly?: boolean;
}

export function createMemoryLimiter(bytes: number, options: MemoryLimiterOptions = {}): MemoryLimiter {
  const { name = `alt-mem-${process.pid}-${Date.now()}`, watchdogOnly = false } = options;
  const v2 = watchdogOnly ? undefined : hasV2Memory() ? tryGroup('/sys/fs/cgroup', 'memory.max', name, bytes) : undefined;
  const v1 =
    v2 || watchdogOnly || !existsSync('/sys/fs/cgroup/memory/memory.limit_in_bytes')
      ? undefined
      : tryGroup('/sys/fs/cgroup/memory', 'memory.limit_in_bytes', name, bytes);
  const group = v2 ?? v1;
  if (group) {
    return {
      peakRssMb: (pid) => statusMb(pid, 'VmHWM'),
      peakAnonMb: () => undefined,
      mode: v2 ? 'cgroup v2' : 'cgroup v1',
      add: (pid) => writeFileSync(path.join(group, 'cgroup.procs'), String(pid)),
      exceededMb: () => undefined,
      dispose: () => {
        try {
          rmdirSync(group);
        } catch {
          // still busy: the kernel drops an empty group's directory only once its last process is gone
        }
      },
    };
  }
  let timer: NodeJS.Timeout | undefined;
  let over: number | undefined;
  let treePeak = 0;
  return {
    mode: 'rss watchdog',
    add: (pid) => {
      timer = setInterval(() => {
        const tree = processTree(pid);
        const rss = tree.reduce((sum, p) => sum + (statusMb(p, 'RssAnon') ?? 0) + (statusMb(p, 'RssShmem') ?? 0), 0);
        treePeak = Math.max(treePeak, rss);
        if (rss * 1024 * 1024 > bytes) {
          over = Math.max(over ?? 0, rss);
          // What the kernel does past a cgroup's limit: the process ends, its job with it.
          for (const p of tree) {
            try {
              process.kill(p, 'SIGKILL');
            } catch {
              // already gone
            }
          }
        }
      }, WATCH_INTERVAL_MS);
    },
    peakRssMb: (pid) => statusMb(pid, 'VmHWM'),
    peakAnonMb: () => treePeak || undefined,
    exceededMb: () => over,
    dispose: () => clearInterval(timer),
  };
}
