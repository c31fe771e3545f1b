import type { Contract } from './contract.ts';
import type { OperationRow } from './results.ts';

// What the run saw against what the contract documents: operations verified, and (operation,
// status) pairs answered, for REST; socket operations verified for /notify. Thresholds make a run
// fail when it checked too little (--min-coverage).

export interface CoverageReport {
  operations: { verified: number; total: number; percent: number };
  /** REST (operation, documented status) pairs the target answered with. */
  pairs: { seen: number; total: number; percent: number };
  socket: { verified: number; total: number; percent: number };
  /** Per REST operation: documented statuses, and which of them were seen. */
  byOperation: Array<{ operationId: string; documented: string[]; seen: string[]; missing: string[] }>;
}

export interface CoverageThresholds {
  /** Minimum percent of operations (REST and socket) verified. */
  operations?: number;
  /** Minimum percent of documented (operation, status) pairs seen. */
  pairs?: number;
}

const percent = (part: number, whole: number) => (whole ? Math.round((1000 * part) / whole) / 10 : 100);

export function coverageOf(
  contract: Contract,
  rows: OperationRow[],
  seen: ReadonlyMap<string, ReadonlyMap<number, number>>,
): CoverageReport {
  const byOperation = contract.operations.map((op) => {
    const documented = Object.keys(op.responses).filter((s) => /^\d{3}$/.test(s));
    const answered = [...(seen.get(op.operationId)?.keys() ?? [])].map(String);
    return {
      operationId: op.operationId,
      documented,
      seen: documented.filter((s) => answered.includes(s)),
      missing: documented.filter((s) => !answered.includes(s)),
    };
  });
  const pairsTotal = byOperation.reduce((n, o) => n + o.documented.length, 0);
  const pairsSeen = byOperation.reduce((n, o) => n + o.seen.length, 0);
  const rest = rows.filter((r) => r.tag !== 'notify');
  const socket = rows.filter((r) => r.tag === 'notify');
  const verified = (list: OperationRow[]) => list.filter((r) => r.outcome === 'pass').length;
  return {
    operations: {
      verified: verified(rows),
      total: rows.length,
      percent: percent(verified(rows), rows.length),
    },
    pairs: { seen: pairsSeen, total: pairsTotal, percent: percent(pairsSeen, pairsTotal) },
    socket: { verified: verified(socket), total: socket.length, percent: percent(verified(socket), socket.length) },
    byOperation: rest.length ? byOperation.filter((o) => rest.some((r) => r.operationId === o.operationId)) : [],
  };
}

/** The thresholds the coverage falls below, as messages (none when it meets them). */
export function coverageShortfalls(coverage: CoverageReport, thresholds: CoverageThresholds | undefined): string[] {
  const out: string[] = [];
  if (thresholds?.operations !== undefined && coverage.operations.percent < thresholds.operations)
    out.push(
      `operations verified ${coverage.operations.percent}% (${coverage.operations.verified}/${coverage.operations.total}) is below --min-coverage operations=${thresholds.operations}`,
    );
  if (thresholds?.pairs !== undefined && coverage.pairs.percent < thresholds.pairs)
    out.push(
      `(operation, status) pairs seen ${coverage.pairs.percent}% (${coverage.pairs.seen}/${coverage.pairs.total}) is below --min-coverage pairs=${thresholds.pairs}`,
    );
  return out;
}

/** "operations=90,pairs=60" -> thresholds (percent). */
export function parseThresholds(value: string): CoverageThresholds {
  const out: CoverageThresholds = {};
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key, raw] = part.split('=');
    const n = Number(raw);
    if ((key !== 'operations' && key !== 'pairs') || !Number.isFinite(n) || n < 0 || n > 100)
      throw new Error(`--min-coverage takes operations=N,pairs=N (percent 0-100), got ${part}`);
    out[key] = n;
  }
  return out;
}
