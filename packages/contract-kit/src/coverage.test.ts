import { describe, expect, it } from 'vitest';
import { coverageOf, coverageShortfalls, parseThresholds } from './coverage.ts';
import { loadContract } from './contract.ts';
import { rowFor } from './results.ts';

const contract = loadContract();

describe('coverage', () => {
  it('when one status of one operation was seen, then the pairs count it and list the rest as missing', () => {
    const op = contract.operation('listLabs');
    const rows = [
      rowFor('listLabs', 'labs', 'GET', op.path, [
        { operationId: 'listLabs', tag: 'labs', check: 'example', outcome: 'pass', reason: 'ok' },
      ]),
    ];
    const coverage = coverageOf(contract, rows, new Map([['listLabs', new Map([[200, 3]])]]));
    const labs = coverage.byOperation.find((o) => o.operationId === 'listLabs')!;
    expect(labs.seen).toEqual(['200']);
    expect(labs.missing).toEqual(labs.documented.filter((s) => s !== '200'));
    expect(coverage.operations).toEqual({ verified: 1, total: 1, percent: 100 });
    expect(coverage.pairs.seen).toBe(1);
  });

  it('when coverage is under a threshold, then the shortfall says which and by how much', () => {
    const coverage = coverageOf(contract, [], new Map());
    expect(coverageShortfalls(coverage, { pairs: 50 })).toEqual([
      expect.stringMatching(/^\(operation, status\) pairs seen 0% \(0\/\d+\) is below --min-coverage pairs=50$/),
    ]);
    expect(coverageShortfalls(coverage, undefined)).toEqual([]);
  });

  it('when thresholds are parsed, then operations and pairs are percents and anything else is refused', () => {
    expect(parseThresholds('operations=90,pairs=60')).toEqual({ operations: 90, pairs: 60 });
    expect(() => parseThresholds('ops=90')).toThrow(/operations=N,pairs=N/);
    expect(() => parseThresholds('pairs=101')).toThrow();
  });
});
