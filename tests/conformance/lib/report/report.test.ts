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
  totals: { pass: 1, fail: 1, skip: 1 },
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
    expect(table).toMatch(/3 operations against http:\/\/x: 1 pass, 1 fail, 1 skip/);
  });

  it('when JUnit XML is built, then each check is a test case with failures and skips marked', () => {
    const xml = formatJunit(report);
    expect(xml).toContain('<testsuite name="contract.labs"');
    expect(xml).toMatch(/<testcase classname="labs.getLabInfo" name="example">\s*<failure message="body-schema/);
    expect(xml).toMatch(/name="xsrf-enforced">\s*<skipped/);
  });
});
