import { describe, expect, it } from 'vitest';
import { parseArgs } from './args.ts';

describe('parseArgs', () => {
  it('when given every flag, then it reads them, splitting repeated and comma lists', () => {
    const args = parseArgs([
      '--base-url',
      'http://h:1',
      '--config=c.json',
      '--only',
      'labs,auth',
      '--only',
      'notify',
      '--skip',
      'logout',
      '--report-dir',
      'out',
    ]);
    expect(args).toMatchObject({
      baseUrl: 'http://h:1',
      config: 'c.json',
      only: ['labs', 'auth', 'notify'],
      skip: ['logout'],
      reportDir: 'out',
    });
  });

  it('when --base-url is missing or not http, then it refuses', () => {
    expect(() => parseArgs([])).toThrow(/--base-url is required/);
    expect(() => parseArgs(['--base-url', 'ftp://x'])).toThrow(/http/);
  });

  it('when a flag is unknown or lacks its value, then it refuses', () => {
    expect(() => parseArgs(['--base-url', 'http://h', '--bogus'])).toThrow(/unknown argument/);
    expect(() => parseArgs(['--base-url', 'http://h', '--only'])).toThrow(/needs a value/);
  });

  it('when no report dir is given, then it defaults to reports/conformance', () => {
    expect(parseArgs(['--base-url', 'http://h']).reportDir).toBe('reports/conformance');
  });
  it('when coverage floors and a latency budget are given, then they are parsed; a bad budget is refused', () => {
    const args = parseArgs([
      '--base-url',
      'http://x',
      '--min-coverage',
      'operations=90',
      '--min-coverage=pairs=60',
      '--max-ms',
      '800',
    ]);
    expect(args.minCoverage).toEqual({ operations: 90, pairs: 60 });
    expect(args.maxMs).toBe(800);
    expect(() => parseArgs(['--base-url', 'http://x', '--max-ms', 'fast'])).toThrow(/whole number/);
  });

  it('when --generated and --seed are given, then they are read; a negative count or a bad seed is refused', () => {
    expect(parseArgs(['--base-url', 'http://x', '--generated', '3', '--seed=42'])).toMatchObject({
      generated: 3,
      seed: 42,
    });
    expect(() => parseArgs(['--base-url', 'http://x', '--generated', '-1'])).toThrow(/0 to 100/);
    expect(() => parseArgs(['--base-url', 'http://x', '--seed', 'abc'])).toThrow(/--seed/);
  });
});
