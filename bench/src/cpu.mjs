// CPU accounting from /proc: clock ticks of the API server, of PostgreSQL (the backends of the
// benchmark database plus the shared background processes) and of the load generator; whatever
// else the machine did in the same interval is "other" and decides whether a run is kept.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';

export const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
export const CPU_COUNT = cpus().length;

const PG_SHARED = [
  'checkpointer',
  'background writer',
  'walwriter',
  'autovacuum launcher',
  'logical replication launcher',
  'stats collector',
];

function read(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // the process ended between listing and reading
  }
}

/** utime + stime of one process (all its threads), and its parent pid. */
function processTicks(pid) {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name is in parentheses and may contain spaces: split after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    ppid: Number(fields[1]),
    comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    ticks: Number(fields[11]) + Number(fields[12]),
  };
}

function machineBusyTicks() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  const [user, nice, system, , , irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return user + nice + system + irq + softirq + steal;
}

/**
 * One snapshot. `groups.server`/`groups.load` are pid sets; PostgreSQL processes are recognised by
 * their title ("postgres: 15/main: user DATABASE host state") so only our database's backends
 * count as the benchmark's PostgreSQL work.
 */
export function snapshot({ serverPids, loadPids, database }) {
  const result = { at: performance.now(), busy: machineBusyTicks(), server: {}, pg: {}, load: {} };
  const dbMarker = ` ${database} `;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (serverPids.has(pid) || loadPids.has(pid) || pid === process.pid) {
      const info = processTicks(pid);
      if (!info) continue;
      (serverPids.has(pid) ? result.server : result.load)[pid] = info.ticks;
      continue;
    }
    const info = processTicks(pid);
    if (!info || info.comm !== 'postgres') continue;
    const title = read(`/proc/${pid}/cmdline`)?.replaceAll('\0', ' ') ?? '';
    if (title.includes(dbMarker) || PG_SHARED.some((name) => title.includes(`: ${name}`))) {
      result.pg[pid] = info.ticks;
    }
  }
  return result;
}

/**
 * Ticks a group spent between two snapshots: per process, so a process that started in between
 * counts from zero and one that ended does not make the sum go backwards (its last ticks are lost
 * to "other", which errs towards rejecting the run).
 */
function spent(before, after) {
  let ticks = 0;
  for (const [pid, value] of Object.entries(after)) ticks += value - (before[pid] ?? 0);
  return ticks;
}

/** Ticks spent between two snapshots, and the share of the machine used by anything else. */
export function difference(before, after) {
  const seconds = (after.at - before.at) / 1000;
  const server = spent(before.server, after.server);
  const pg = spent(before.pg, after.pg);
  const load = spent(before.load, after.load);
  const busy = after.busy - before.busy;
  const other = Math.max(0, busy - server - pg - load);
  return {
    seconds,
    serverSeconds: server / TICKS_PER_SECOND,
    pgSeconds: pg / TICKS_PER_SECOND,
    loadSeconds: load / TICKS_PER_SECOND,
    otherShare: other / (seconds * TICKS_PER_SECOND * CPU_COUNT),
  };
}
