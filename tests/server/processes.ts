// What the portal's processes hold, read from /proc (Linux): their pids (the cluster primary and
// its workers), their TCP sockets by state, and their resident memory.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The process and its children (the cluster's workers), by /proc/PID/task/*\/children. */
export function processTree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) => {
    try {
      return readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
  return [pid, ...children.flatMap(processTree)];
}

/** The socket inodes a process holds open. */
function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  let fds: string[] = [];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return inodes;
  }
  for (const fd of fds) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]);
    } catch {
      // Closed meanwhile.
    }
  }
  return inodes;
}

const TCP_STATES: Record<string, string> = {
  '01': 'ESTABLISHED',
  '06': 'TIME_WAIT',
  '07': 'CLOSE',
  '08': 'CLOSE_WAIT',
  '0A': 'LISTEN',
};

/** How many TCP sockets the processes hold in each state (e.g. CLOSE_WAIT: the peer closed, we did not). */
export function tcpStates(pids: number[]): Record<string, number> {
  const mine = new Set(pids.flatMap((pid) => [...socketInodes(pid)]));
  const counts: Record<string, number> = {};
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[] = [];
    try {
      lines = readFileSync(table, 'utf8').trim().split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      if (!mine.has(fields[9])) continue;
      const state = TCP_STATES[fields[3]] ?? fields[3];
      counts[state] = (counts[state] ?? 0) + 1;
    }
  }
  return counts;
}

/** Resident memory of a process now, in bytes (VmRSS). */
export function residentBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : NaN;
}
