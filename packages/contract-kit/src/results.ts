import type { Exchange } from './http-client.ts';

export type Outcome = 'pass' | 'fail' | 'skip';

export interface CheckResult {
  operationId: string;
  tag: string;
  check: string;
  outcome: Outcome;
  reason: string;
  /** Operations whose results this check used (sessions, ids): consequences.ts reads them. */
  needs?: string[];
  /** The failed operations this failure or skip is a consequence of (none: a root failure). */
  because?: string[];
  /** The exact exchange behind a failure, for the JSON report. */
  exchange?: { request: Exchange['request']; status: number; headers: Record<string, string>; body: string };
}

export interface OperationRow {
  operationId: string;
  tag: string;
  method: string;
  path: string;
  outcome: Outcome;
  reason: string;
  checks: CheckResult[];
  /** Why a skip is accepted (config allowSkips or --skip); a skip without it fails the run. */
  allowed?: string;
  /** Operations this one's failure left with nothing to check. */
  blocked?: string[];
  /** The slowest answer of this operation, in ms. */
  slowestMs?: number;
  /** Set when every failure (or the skip) of this row is a consequence: the root operations that failed. */
  because?: string[];
}

export function summarise(exchange: Exchange | undefined): CheckResult['exchange'] {
  if (!exchange) return undefined;
  return {
    request: exchange.request,
    status: exchange.status,
    headers: exchange.headers,
    body: exchange.text.slice(0, 2000),
  };
}

/** Collects check results; the runner decides which operations are reported (--only, --skip). */
export class Results {
  readonly checks: CheckResult[] = [];

  record(result: CheckResult): void {
    this.checks.push(result);
  }

  for(operationId: string): CheckResult[] {
    return this.checks.filter((c) => c.operationId === operationId);
  }
}

/** One row per operation: fail if any check failed, skip if its example was skipped, pass if any passed, else skip. */
export function rowFor(
  operationId: string,
  tag: string,
  method: string,
  path: string,
  checks: CheckResult[],
): OperationRow {
  const failed = checks.filter((c) => c.outcome === 'fail');
  const passed = checks.filter((c) => c.outcome === 'pass');
  if (failed.length) {
    return {
      operationId,
      tag,
      method,
      path,
      outcome: 'fail',
      reason: failed.map((c) => `${c.check}: ${c.reason}`).join(' | '),
      checks,
    };
  }
  // The operation's own call (its example or journey step) never ran: other checks passing around
  // it (XSRF, invalid bodies) do not make it verified.
  const main = checks.find((c) => c.check === 'example');
  if (main?.outcome === 'skip') return { operationId, tag, method, path, outcome: 'skip', reason: main.reason, checks };
  if (passed.length) {
    const skipped = checks.filter((c) => c.outcome === 'skip');
    const names = passed.map((c) => c.check).join(', ');
    const note = skipped.length ? ` (${skipped.length} skipped: ${skipped[0].check}: ${skipped[0].reason})` : '';
    return { operationId, tag, method, path, outcome: 'pass', reason: `${names}${note}`, checks };
  }
  return { operationId, tag, method, path, outcome: 'skip', reason: checks[0]?.reason ?? 'not exercised', checks };
}
