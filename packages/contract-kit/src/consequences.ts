import type { CheckResult, OperationRow } from './results.ts';

// A failure on one operation leaves later checks with nothing to work with: no session after a
// failed sign-in, no appointment after a failed booking. Those checks fail or are skipped too,
// but they are consequences, not findings: each is marked with the root operations that failed
// before it, and the report counts root failures apart from consequences.

/** The step of an operation the others use (the session, the id): its own call. */
const PRODUCING = 'example';

/**
 * Marks each failed or skipped check whose `needs` (the operations whose results it used) failed
 * earlier in the run: `because` lists the root failures behind it. A failed check counts a
 * dependency as failed when its producing call failed; a skipped one (it had nothing to work
 * with) when any earlier check of it failed. Checks are read in the order they ran.
 */
export function markConsequences(checks: CheckResult[]): void {
  const byOp = new Map<string, number[]>();
  checks.forEach((c, i) => byOp.set(c.operationId, [...(byOp.get(c.operationId) ?? []), i]));
  const roots = new Map<number, Set<string>>();
  const rootsOfDependency = (dep: string, before: number, skipped: boolean): Set<string> => {
    const earlier = (byOp.get(dep) ?? []).filter((i) => i < before);
    const failed = earlier.filter((i) => checks[i].outcome === 'fail' && (skipped || checks[i].check === PRODUCING));
    const out = new Set<string>();
    for (const i of failed) {
      const behind = roots.get(i);
      if (behind?.size) behind.forEach((r) => out.add(r));
      else out.add(dep);
    }
    if (out.size) return out;
    // A dependency that was itself skipped because of an earlier failure passes its cause on.
    for (const i of earlier.filter((j) => checks[j].outcome === 'skip')) roots.get(i)?.forEach((r) => out.add(r));
    return out;
  };
  checks.forEach((c, i) => {
    if (c.outcome === 'pass' || !c.needs?.length) return;
    const found = new Set<string>();
    for (const dep of c.needs) {
      if (dep === c.operationId) continue;
      rootsOfDependency(dep, i, c.outcome === 'skip').forEach((r) => found.add(r));
    }
    if (!found.size) return;
    roots.set(i, found);
    c.because = [...found].sort();
  });
}

/** "because a and b failed". */
export const becauseText = (roots: string[]): string =>
  `because ${roots.length > 1 ? `${roots.slice(0, -1).join(', ')} and ${roots.at(-1)}` : roots[0]} failed`;

/**
 * A row whose failures (or whose skip) are all consequences gets `because` and a reason that
 * starts with it; a row with one failure of its own is a root failure and stays as it is.
 */
export function rowConsequence(row: OperationRow): OperationRow {
  const bad = row.checks.filter((c) => (row.outcome === 'fail' ? c.outcome === 'fail' : c.outcome === 'skip'));
  if (row.outcome === 'pass' || !bad.length || bad.some((c) => !c.because?.length)) return row;
  const because = [...new Set(bad.flatMap((c) => c.because ?? []))].sort();
  return { ...row, because, reason: `${becauseText(because)}: ${row.reason}` };
}

export interface FailureCounts {
  /** Rows that failed on their own. */
  root: number;
  /** Rows that failed or went unchecked only because of another operation's failure. */
  consequences: number;
  /** The root operations behind the consequences. */
  rootsOfConsequences: string[];
}

export function countFailures(rows: OperationRow[]): FailureCounts {
  const counted = rows.filter((r) => r.outcome === 'fail' || (r.outcome === 'skip' && !r.allowed));
  const consequences = counted.filter((r) => r.because?.length);
  return {
    root: counted.filter((r) => r.outcome === 'fail' && !r.because?.length).length,
    consequences: consequences.length,
    rootsOfConsequences: [...new Set(consequences.flatMap((r) => r.because ?? []))].sort(),
  };
}
