import { describe, expect, it } from 'vitest';
import { becauseText, countFailures, markConsequences, rowConsequence } from './consequences.ts';
import { rowFor, type CheckResult } from './results.ts';

const check = (
  operationId: string,
  name: string,
  outcome: CheckResult['outcome'],
  needs?: string[],
  reason = outcome === 'pass' ? 'ok' : 'broken',
): CheckResult => ({ operationId, tag: 't', check: name, outcome, reason, ...(needs ? { needs } : {}) });

describe('consequences', () => {
  it('when a sign-in fails, then what needed its session (directly or through a skipped step) names it as the root', () => {
    const checks = [
      check('signIn', 'example', 'fail'),
      check('book', 'example', 'skip', ['signIn']),
      check('pay', 'example', 'skip', ['book', 'signIn']),
      check('list', 'example', 'fail', ['signIn']),
      check('labs', 'example', 'fail'),
    ];
    markConsequences(checks);
    expect(checks.map((c) => c.because)).toEqual([undefined, ['signIn'], ['signIn'], ['signIn'], undefined]);
  });

  it('when a dependency failed only on a side check, then a later failure is its own, but a skip still follows it', () => {
    const checks = [
      check('signIn', 'example', 'pass'),
      check('signIn', 'session-cookie', 'fail'),
      check('list', 'example', 'fail', ['signIn']),
      check('book', 'example', 'skip', ['signIn']),
    ];
    markConsequences(checks);
    expect(checks[2].because).toBeUndefined();
    expect(checks[3].because).toEqual(['signIn']);
  });

  it('when a dependency fails after the check ran, then the check is not its consequence', () => {
    const checks = [check('list', 'example', 'fail', ['signIn']), check('signIn', 'example', 'fail')];
    markConsequences(checks);
    expect(checks[0].because).toBeUndefined();
  });

  it('when rows are built, then a row of consequences only says why and is counted apart from root failures', () => {
    const checks = [
      check('signIn', 'example', 'fail'),
      check('book', 'example', 'skip', ['signIn'], 'needs a session'),
      check('list', 'example', 'fail', ['signIn']),
      check('list', 'schema', 'fail'),
    ];
    markConsequences(checks);
    const rows = ['signIn', 'book', 'list'].map((id) =>
      rowConsequence(
        rowFor(
          id,
          't',
          'GET',
          '/x',
          checks.filter((c) => c.operationId === id),
        ),
      ),
    );
    expect(rows[1]).toMatchObject({ because: ['signIn'], reason: 'because signIn failed: needs a session' });
    // One failure of its own makes the row a root failure.
    expect(rows[2].because).toBeUndefined();
    expect(countFailures(rows)).toEqual({ root: 2, consequences: 1, rootsOfConsequences: ['signIn'] });
    expect(becauseText(['a', 'b', 'c'])).toBe('because a, b and c failed');
  });
});
