import { defineConfig } from 'vitest/config';

// Unit, component, contract and server tests. The browser journeys (tests/e2e) run separately,
// after the production build, from scripts/test.mjs. Two workers: the machines have two cores.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: ['packages/*/vitest.config.ts', 'packages/web/vitest.isolated.config.ts', 'tests/vitest.config.ts'],
  },
});
