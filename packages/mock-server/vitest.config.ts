import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mock-server',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One module registry per worker: every file starts its own server and store (test/server.ts),
    // and no module keeps state between files. Saves most of the import time (unit stage: 349 s to 269 s).
    isolate: false,
    // Tests end when their conditions hold; these limits only have to fit a loaded machine, where
    // the persistence tests (child processes, fsync) take several times their idle time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
