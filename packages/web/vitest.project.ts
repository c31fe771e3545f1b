import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const include = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts'];
// The portal's test files share one module registry and window per worker (`isolate: false`): seven
// times faster than a fresh happy-dom and Mantine per file on two cores. A file that replaces
// modules, fakes timers, stubs globals or switches the language would leak into the next file of its
// worker, so it is named `*.isolated.test.ts(x)` and runs in a fresh environment of its own. Lint
// refuses those calls in a test file without that name (eslint.config.js, docs/testing.md).
const isolated = ['src/**/*.isolated.test.{ts,tsx}'];

/** The portal's test project: the files that may share a worker's registry, or the isolated ones. */
export function portalTestProject(kind: 'shared' | 'isolated') {
  return defineProject({
    plugins: [react()],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    test: {
      name: kind === 'shared' ? 'web' : 'web-isolated',
      root: fileURLToPath(new URL('.', import.meta.url)),
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
      include: kind === 'shared' ? include : isolated,
      exclude: kind === 'shared' ? ['**/node_modules/**', ...isolated] : ['**/node_modules/**'],
      isolate: kind === 'isolated',
      css: false,
      restoreMocks: true,
      // A test ends when its last condition holds; on a loaded machine a long form journey takes many
      // times its idle time, and a findBy may wait its whole limit (src/test/wait.ts) before failing.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  });
}
