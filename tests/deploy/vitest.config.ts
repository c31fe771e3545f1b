import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// The portal behind Debian's nginx with the config we ship (deploy/nginx), TLS included (issue 32).
// Run after the production build by scripts/test.mjs; nginx is installed on demand
// (scripts/ensure-nginx.mjs) and run as a process of the test, on free loopback ports.
export default defineConfig({
  test: {
    name: 'deploy',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
