import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// `pnpm run docs` as a team would use it: the contract built to static HTML and opened from disk in
// Chromium with the network refused (issue 36). Run by scripts/test.mjs once Chromium is there.
export default defineConfig({
  test: {
    name: 'docs',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
