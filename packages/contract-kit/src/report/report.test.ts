import { describe, expect, it } from 'vitest';
import { rowFor } from '../results.ts';
import type { RunReport } from '../runner.ts';
import { formatJunit } from './junit.ts';
import { formatTable } from './table.ts';

const check = (operationId: string, name: string, outcome: 'pass' | 'fail' | 'skip', reason = 'ok') => ({
  operationId,
  tag: 'labs',
  check: name,
  outcome,
  reason,
});
const report: RunReport = {
  baseUrl: 'http://x',
  startedAt: '2026-01-01T00:00:00.000Z',
  durationMs: 5,
  totals: { pass: 1, fail: 1, skip: 1, unexplained: 1, root: 1, consequences: 0 },
  coverage: {
    operations: { verified: 1, total: 3, percent: 33.3 },
    pairs: { seen: 2, total: 9, percent: 22.2 },
    socket: { verified: 0, total: 0, percent: 100 },
    byOperation: [],
  },
  maxMs: 5000,
  generated: { seed: 42, count: 5, noValidInputs: { bookAppointment: "holds a doctor's slot" } },
  problems: ['getLabLogo was not checked (not exercised) and no allowSkips entry says why'],
  verdict: 'fail',
  rows: [
    rowFor('listLabs', 'labs', 'GET', '/l', [
      check('listLabs', 'example', 'pass'),
      check('listLabs', 'xsrf-enforced', 'skip', 'n/a'),
    ]),
    rowFor('getLabInfo', 'labs', 'GET', '/i', [
      check('getLabInfo', 'example', 'fail', 'body-schema: /data/lab/id must be integer'),
    ]),
    rowFor('getLabLogo', 'labs', 'GET', '/g', []),
  ],
};

describe('reports', () => {
  it('when rows are summarised, then fail wins over pass and no checks means skip', () => {
    expect(report.rows.map((r) => r.outcome)).toEqual(['pass', 'fail', 'skip']);
    expect(report.rows[0].reason).toBe('example (1 skipped: xsrf-enforced: n/a)');
  });

  it('when the table is printed, then each operation has its result and reason, then totals', () => {
    const table = formatTable(report);
    expect(table).toMatch(/getLabInfo\s+\| fail\s+\| example: body-schema: \/data\/lab\/id must be integer/);
    expect(table).toMatch(/3 operations against http:\/\/x: 1 pass, 1 fail, 1 skip \(1 unexplained\)/);
    expect(table).toMatch(/getLabLogo\s+\| skip!\s+\| not exercised/);
    expect(table).toMatch(/failures: 1 root, 0 consequences$/m);
    expect(table).toMatch(/coverage: operations 1\/3 \(33.3%\), \(operation, status\) pairs 2\/9 \(22.2%\)/);
    expect(table).toMatch(
      /generated inputs: seed 42 \(replay with --seed 42\), 5 valid and 5 invalid per operation; 1 operations/,
    );
    expect(table).toMatch(/FAIL: getLabLogo was not checked/);
    expect(table).toMatch(/verdict: fail$/);
  });

  it('when JUnit XML is built, then each check is a test case with failures and skips marked', () => {
    const xml = formatJunit(report);
    expect(xml).toContain('<testsuite name="contract.labs"');
    expect(xml).toMatch(/<testcase classname="labs.getLabInfo" name="example">\s*<failure message="body-schema/);
    expect(xml).toMatch(/name="xsrf-enforced">\s*<skipped/);
    expect(xml).toMatch(/classname="labs.getLabLogo" name="checked">\s*<failure message="not checked: not exercised"/);
    expect(xml).toContain('<testsuite name="contract.coverage"');
    expect(xml).toContain('name="root failures 1, consequences 0"');
  });
});
