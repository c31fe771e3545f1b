import type { RunReport } from '../runner.ts';

const pad = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));

/** The operation | result | reason table printed to stdout. */
export function formatTable(report: RunReport, reasonWidth = 140): string {
  const width = Math.max(9, ...report.rows.map((r) => r.operationId.length));
  const lines = [`${pad('operation', width)} | result | reason`, `${'-'.repeat(width)}-|--------|-${'-'.repeat(40)}`];
  for (const row of report.rows)
    lines.push(`${pad(row.operationId, width)} | ${pad(row.outcome, 6)} | ${pad(row.reason, reasonWidth)}`);
  const { pass, fail, skip } = report.totals;
  lines.push(
    '',
    `${report.rows.length} operations against ${report.baseUrl}: ${pass} pass, ${fail} fail, ${skip} skip (${report.durationMs} ms)`,
  );
  return lines.join('\n');
}
