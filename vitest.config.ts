import { defineConfig } from 'vitest/config';

// Unit, component, contract and server tests. The browser journeys (tests/e2e) run separately,
// after the production build, from scripts/test.mjs.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'tests/vitest.config.ts'],
  },
});
