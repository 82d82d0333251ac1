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

/** Milliseconds of CPU used so far by `pids` and every process below them (all their threads included). */
export function cpuMs(pids: readonly number[]): number {
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
  let total = 0;
  for (const [pid, used] of ticks) {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = parents.get(at)) {
      if (roots.has(at)) {
        total += used;
        break;
      }
    }
  }
  return total * TICK_MS;
}
