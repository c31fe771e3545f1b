// `pnpm test`: every test of the project, from nothing but an install. CI runs exactly this.
import { ensureChromium } from './ensure-chromium.mjs';
import { run } from './run.mjs';

const bin = (name) => `node_modules/.bin/${name}`;

run('contract types are fresh', 'pnpm', ['--filter', '@ehp/api-types', 'generate:check']);
run('typecheck', 'pnpm', ['-r', 'typecheck']);
run('lint', bin('eslint'), ['.']);
run('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
run('unit, component, contract and server tests', bin('vitest'), ['run']);
run('production build of the portal', 'pnpm', ['--filter', '@ehp/web', 'build']);
ensureChromium();
run('browser journeys in Chromium', bin('vitest'), ['run', '-c', 'tests/e2e/vitest.config.ts']);
