import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mock-server',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Tests end when their conditions hold; these limits only have to fit a loaded machine, where
    // the persistence tests (child processes, fsync) take several times their idle time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
