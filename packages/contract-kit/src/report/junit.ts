import { becauseText } from '../consequences.ts';
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
        const because = 'because' in c && c.because?.length ? `${becauseText(c.because)}: ` : '';
        if (c.outcome === 'fail') test.failure(`${because}${c.reason}`, because ? 'consequence' : undefined);
        else if (c.outcome === 'skip') test.skipped();
      }
      // A skipped operation nobody explained is a failure of the run, so CI shows it red.
      if (row.outcome === 'skip' && !row.allowed)
        suite
          .testCase()
          .className(`${tag}.${row.operationId}`)
          .name('checked')
          .failure(`not checked: ${row.reason}`, row.because ? 'consequence' : undefined);
    }
  }
  const coverage = builder.testSuite().name('contract.coverage');
  const { operations, pairs, socket } = report.coverage;
  coverage.testCase().className('coverage').name(`operations ${operations.verified}/${operations.total}`);
  coverage.testCase().className('coverage').name(`pairs ${pairs.seen}/${pairs.total}`);
  coverage.testCase().className('coverage').name(`socket ${socket.verified}/${socket.total}`);
  const { root, consequences } = report.totals;
  coverage.testCase().className('failures').name(`root failures ${root}, consequences ${consequences}`);
  for (const problem of report.problems.filter((p) => p.includes('--min-coverage')))
    coverage.testCase().className('coverage').name('thresholds').failure(problem);
  return builder.build();
}
