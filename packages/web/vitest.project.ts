import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { isolatedTests } from './test-isolation';

const include = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts'];

/** The portal's test project: the files that may share a worker's registry, or the rest. */
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
      include: kind === 'shared' ? include : isolatedTests,
      exclude: kind === 'shared' ? ['**/node_modules/**', ...isolatedTests] : ['**/node_modules/**'],
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
