import junit from 'junit-report-builder';
import type { RunReport } from '../runner.ts';

/** JUnit XML: one suite per tag, one test case per check of an operation. */
export function formatJunit(report: RunReport): string {
  const builder = junit.newBuilder();
  const byTag = new Map<string, RunReport['rows']>();
  for (const row of report.rows) byTag.set(row.tag, [...(byTag.get(row.tag) ?? []), row]);
  for (const [tag, rows] of byTag) {
    const suite = builder.testSuite().name(`contract.${tag}`);
    for (const row of rows) {
      const checks = row.checks.length
        ? row.checks
        : [{ check: 'exercised', outcome: 'skip' as const, reason: row.reason }];
      for (const c of checks) {
        const test = suite.testCase().className(`${tag}.${row.operationId}`).name(c.check);
        if (c.outcome === 'fail') test.failure(c.reason);
        else if (c.outcome === 'skip') test.skipped();
      }
    }
  }
  return builder.build();
}
