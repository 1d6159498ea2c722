/**
 * A memory limit for one child process, for the issue 26 test "the server runs a job under 1 GB".
 *
 * Preferred: a cgroup child group (v2 `memory.max`, else v1 `memory.limit_in_bytes`) the child is moved into right
 * after its spawn, so the kernel enforces the limit (past it, the OOM killer ends the server and the job never
 * finishes) and the server itself sees it (process.constrainedMemory, the default ENGINE_WORKERS). An address-space
 * limit (`prlimit --as`) would be wrong: WASM reserves far more virtual memory than it uses.
 * Where no cgroup is writable (no root, read-only /sys/fs/cgroup): an RSS watchdog that samples /proc/PID/status.
 * Both modes also record the peak resident set (VmHWM).
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface MemoryLimiter {
  mode: 'cgroup v2' | 'cgroup v1' | 'rss watchdog';
  /** Puts the process under the limit (cgroup) or starts watching it (watchdog). */
  add(pid: number): void;
  /** Peak resident set of the process in MB (VmHWM), while it runs. */
  peakRssMb(pid: number): number | undefined;
  /** Highest RSS the watchdog saw over the limit, if it did. */
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

function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number | undefined {
  try {
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** cgroup v2 with the memory controller mounted at /sys/fs/cgroup (not the tmpfs that holds v1's hierarchies). */
function hasV2Memory(): boolean {
  try {
    return readFileSync('/sys/fs/cgroup/cgroup.controllers', 'utf8').split(/\s+/).includes('memory');
  } catch {
    return false;
  }
}

export function createMemoryLimiter(bytes: number, name = `alt-mem-${process.pid}-${Date.now()}`): MemoryLimiter {
  const v2 = hasV2Memory() ? tryGroup('/sys/fs/cgroup', 'memory.max', name, bytes) : undefined;
  const v1 =
    v2 || !existsSync('/sys/fs/cgroup/memory/memory.limit_in_bytes')
      ? undefined
      : tryGroup('/sys/fs/cgroup/memory', 'memory.limit_in_bytes', name, bytes);
  const group = v2 ?? v1;
  const base = {
    peakRssMb: (pid: number) => statusMb(pid, 'VmHWM'),
  };
  if (group) {
    return {
      ...base,
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
  return {
    ...base,
    mode: 'rss watchdog',
    add: (pid) => {
      timer = setInterval(() => {
        const rss = statusMb(pid, 'VmRSS');
        if (rss !== undefined && rss * 1024 * 1024 > bytes) {
          over = Math.max(over ?? 0, rss);
        }
      }, 100);
    },
    exceededMb: () => over,
    dispose: () => clearInterval(timer),
  };
}
