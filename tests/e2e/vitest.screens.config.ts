import { defineConfig } from 'vitest/config';
import journeys from './vitest.config.ts';

// `pnpm screenshots`: full-page screenshots for people to look at (reports/screenshots, gitignored),
// against the same stack and browser as the journeys. They check nothing the journeys do not, so
// `pnpm test` does not spend its time on them; run this before a review or a closing note.
const { sequence: _weightedShards, ...test } = journeys.test ?? {};

export default defineConfig({
  test: {
    ...test,
    name: 'screens',
    include: ['e2e/**/*.screens.test.ts'],
    retry: 0,
    // The screens' own shots are written either way; this writes the shared helper's too.
    env: { SCREENSHOTS: '1' },
    reporters: ['default'],
  },
});
