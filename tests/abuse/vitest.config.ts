import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// The abuse suite (issue 21): each finding of the attacker's review, reproduced against the mock
// server (and the portal in Chromium where the finding is the portal's). Run after the production
// build by scripts/test.mjs; its last line is the ABUSE TOTALS line (print-totals.ts).
export default defineConfig({
  test: {
    name: 'abuse',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['**/*.abuse.test.ts'],
    globalSetup: ['print-totals.ts'],
    fileParallelism: false,
    // The soaks collect garbage before each RSS reading, so the figures are the heap that stays.
    execArgv: ['--expose-gc'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
