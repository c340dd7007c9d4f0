// CPU time of a process and of the PostgreSQL backends serving a database, read from /proc: what
// one request costs on the miss path (process CPU time / requests).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User + system CPU time of `pid` in ms (0 once it is gone). */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at state (field 3).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The pids of the server processes connected to the database of `client`, except `client`'s own. */
export async function backendPids(client) {
  const { rows } = await client.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.map((row) => row.pid);
}

/** CPU ms of each of `pids` now. */
export const cpuByPid = (pids) => new Map(pids.map((pid) => [pid, processCpuMs(pid)]));

/**
 * CPU ms the processes used between two cpuByPid readings: a process that started in between
 * counts whole, one that ended in between counts nothing (its last figures are gone with it).
 */
export function cpuUsedMs(before, after) {
  let used = 0;
  for (const [pid, ms] of after) {
    if (ms > 0) used += ms - (before.get(pid) ?? 0);
  }
  return used;
}
