import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import RetriedReporter from './retried-reporter.ts';
import WeightedSequencer from './weighted-sequencer.ts';

// Browser journeys, and the size and production-server tests, against the production build (build
// first: `pnpm build`). One stack (the mock server and the portal's production server,
// packages/web/server-dist/main.mjs, from tests/support/stack.mjs) and one Chromium per run (per shard),
// started by global-setup.ts; files run one after another because the machines have 2 cores and the
// journeys share the mock's state.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts', 'size/**/*.test.ts', 'server/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    // One module registry per shard: the files run one after another and share no module state
    // (fixtures are per test or per file), so playwright-core and the contract's client are
    // imported once instead of once per file (about 80 s of each shard's time when isolated).
    isolate: false,
    // --shard by measured seconds, not by name (weighted-sequencer.ts).
    sequence: { sequencer: WeightedSequencer },
    // Generous limits, never assertions of speed: a journey on a shared 2-core machine under load
    // (other builds and test runs at once, load average 20 and more) took 3 to 4 times its idle time.
    testTimeout: 180_000,
    // A poll waits on a real browser on a shared 2-core machine: 1 s (the default) is too tight;
    // and each try costs the page, the browser and this process work: every 200 ms, not 50.
    expect: { poll: { timeout: 20_000, interval: 200 } },
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    retry: process.env.CI ? 1 : 0,
    reporters: process.env.CI
      ? [
          'default',
          new RetriedReporter(),
          [
            'junit',
            { outputFile: `../reports/e2e-junit${process.env.E2E_SHARD ? `-${process.env.E2E_SHARD}` : ''}.xml` },
          ],
        ]
      : ['default'],
  },
});
