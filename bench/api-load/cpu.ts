/**
 * CPU time spent by a server and by PostgreSQL, read from /proc (Linux), for bench/api-load's
 * "cpu ms/req" and "pg ms/req": unlike req/s, CPU per request barely moves when other work
 * shares the machine, so it tells two servers apart on a busy machine too. Elsewhere (no /proc)
 * every reading is null and the columns stay empty.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime + stime of process `pid` in ms; null when it is gone (or there is no /proc). */
function cpuMsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), from field 3 on.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Process ids of `pid` and all its descendants (a server that forks its worker). */
function treeOf(pid: number): number[] {
  const children = new Map<number, number[]>();
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [pid];
  }
  for (const name of entries) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // exited meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/** CPU ms used so far by each process of a set, to subtract a later reading from. */
export type CpuReading = Map<number, number>;

/** A reading of processes `pids` (serverPids of a server, PostgreSQL backends). */
export function readCpu(pids: number[]): CpuReading {
  const reading: CpuReading = new Map();
  for (const pid of pids) {
    const ms = cpuMsOf(pid);
    if (ms !== null) reading.set(pid, ms);
  }
  return reading;
}

/** The process tree of a server's pid, for readCpu. */
export const serverPids = (pid: number | undefined) => (pid === undefined ? [] : treeOf(pid));

/**
 * CPU ms spent between two readings: processes in both count their difference, processes
 * only in `after` (started in between, such as a new pool connection's backend) count whole.
 * Null when `after` read nothing.
 */
export function cpuSpent(before: CpuReading, after: CpuReading): number | null {
  if (after.size === 0) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
