// `pnpm screenshots`: builds the portal and saves the screens of tests/e2e/*.screens.test.ts to
// reports/screenshots/ (pass file filters to take only some, e.g. `pnpm screenshots booking`).
import { ensureHeadlessShell } from './ensure-chromium.mjs';
import { run } from './run.mjs';

run('production build of the portal', 'pnpm', ['--filter', '@ehp/web', 'build']);
ensureHeadlessShell();
run('screenshots', 'node_modules/.bin/vitest', [
  'run',
  '-c',
  'tests/e2e/vitest.screens.config.ts',
  ...process.argv.slice(2),
]);
