import { becauseText } from '../consequences.ts';
import type { RunReport } from '../runner.ts';

const pad = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));

/** The operation | result | reason table printed to stdout. */
export function formatTable(report: RunReport, reasonWidth = 140): string {
  const width = Math.max(9, ...report.rows.map((r) => r.operationId.length));
  const lines = [`${pad('operation', width)} | result | reason`, `${'-'.repeat(width)}-|--------|-${'-'.repeat(40)}`];
  for (const row of report.rows) {
    // An unexplained skip fails the run: it shows as "skip!"; an allowed one gives its reason.
    const result = row.outcome === 'skip' && !row.allowed ? 'skip!' : row.outcome;
    const reason = row.allowed ? `allowed: ${row.allowed} (${row.reason})` : row.reason;
    lines.push(`${pad(row.operationId, width)} | ${pad(result, 6)} | ${pad(reason, reasonWidth)}`);
  }
  const { pass, fail, skip, unexplained } = report.totals;
  const { operations, pairs, socket } = report.coverage;
  lines.push(
    '',
    `${report.rows.length} operations against ${report.baseUrl}: ${pass} pass, ${fail} fail, ${skip} skip (${unexplained} unexplained) (${report.durationMs} ms)`,
    failuresLine(report),
    `coverage: operations ${operations.verified}/${operations.total} (${operations.percent}%), (operation, status) pairs ${pairs.seen}/${pairs.total} (${pairs.percent}%), socket operations ${socket.verified}/${socket.total} (${socket.percent}%); latency budget ${report.maxMs} ms`,
    generatedLine(report),
    ...report.problems.map((p) => `FAIL: ${p}`),
    `verdict: ${report.verdict}`,
  );
  return lines.join('\n');
}

/** Root failures apart from their consequences: fix the roots first. */
function failuresLine({ rows, totals }: RunReport): string {
  const roots = [...new Set(rows.flatMap((r) => r.because ?? []))].sort();
  const behind = roots.length ? ` (${becauseText(roots)})` : '';
  return `failures: ${totals.root} root, ${totals.consequences} consequences${behind}`;
}

function generatedLine({ generated }: RunReport): string {
  if (generated.count === 0) return 'generated inputs: off (--generated 0)';
  const skipped = Object.keys(generated.noValidInputs).length;
  return `generated inputs: seed ${generated.seed} (replay with --seed ${generated.seed}), ${generated.count} valid and ${generated.count} invalid per operation; ${skipped} operations with side effects got invalid ones only (conformance.json: generated.noValidInputs)`;
}
