/**
 * CPU time the server side spends, read from /proc (Linux): unlike latency, it hardly depends on what else the
 * machine is running, so CPU per request compares runs made on a busy machine. Clock ticks are 10 ms (CLK_TCK 100);
 * a cell of a few hundred requests measures to well under a tick per request.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10;

function stat(pid: number): { ppid: number; ticks: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name in parentheses: state, ppid, … utime (12th), stime (13th).
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/**
 * The CPU each of `pids` and every process below it (all their threads included) has used so far, in milliseconds;
 * a pid that has exited is absent.
 */
export function cpuByRoot(pids: readonly number[]): Map<number, number> {
  const parents = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const found = stat(pid);
    if (!found) continue;
    parents.set(pid, found.ppid);
    ticks.set(pid, found.ticks);
  }
  const roots = new Set(pids);
  const byRoot = new Map<number, number>();
  for (const [pid, used] of ticks) {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = parents.get(at)) {
      if (roots.has(at)) {
        byRoot.set(at, (byRoot.get(at) ?? 0) + used * TICK_MS);
        break;
      }
    }
  }
  return byRoot;
}

/**
 * CPU used between two readings of cpuByRoot: each process's growth, a process that started in between counted
 * whole. One that exited in between (a PostgreSQL backend its pool closed when idle) is left out rather than
 * subtracted: idle, it had used nothing since the first reading.
 */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, now] of after) used += now - (before.get(pid) ?? 0);
  return used;
}
