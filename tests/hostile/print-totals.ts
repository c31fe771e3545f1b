import { existsSync, readFileSync, rmSync } from 'node:fs';
import { TOTALS_FILE } from './lib/tally.ts';

// Global setup of the tests project: the hostile suite runs in a worker, so its totals line is
// handed over in a file and printed at teardown, after vitest's summary, as the very last line.

export function setup(): void {
  rmSync(TOTALS_FILE, { force: true });
}

export function teardown(): void {
  if (existsSync(TOTALS_FILE)) process.stdout.write(`\n${readFileSync(TOTALS_FILE, 'utf8').trim()}\n`);
}
