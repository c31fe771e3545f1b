import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

// The kit's own tests: its modules beside their code (src/), and the proofs against the faulty
// server (test/), which starts in the test's process on a free port.
export default defineProject({
  test: {
    name: 'contract-kit',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One module registry per worker: the proofs start their own servers and share no module state.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
