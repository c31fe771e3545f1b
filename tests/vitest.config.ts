import { defineConfig } from 'vitest/config';

// Node-side suites in tests/: contract guards (the mock against the conformance kit among them),
// hostile input, integration. The kit's own tests run in its package (packages/contract-kit).
// The browser journeys in tests/e2e have their own config (they need the production build).
export default defineConfig({
  test: {
    name: 'tests',
    environment: 'node',
    root: __dirname,
    // Prints the hostile suite's totals as the last line of the run.
    globalSetup: ['hostile/print-totals.ts'],
    include: ['contract/**/*.test.ts', 'hostile/**/*.test.ts', 'integration/**/*.test.ts'],
    // One module registry per worker: the suites start their own servers and share no module state.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
