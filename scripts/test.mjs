// `pnpm test`: every test of the project, from nothing but an install. CI runs exactly this.
import { ensureHeadlessShell } from './ensure-chromium.mjs';
import { run, runAll } from './run.mjs';

const bin = (name) => `node_modules/.bin/${name}`;

run('contract types are fresh', 'pnpm', ['--filter', '@ehp/api-types', 'generate:check']);
// Three single-threaded checks that read the same files: side by side on two cores.
await runAll('typecheck, lint and format', [
  { name: 'typecheck', command: 'pnpm', args: ['-r', 'typecheck'] },
  { name: 'lint', command: bin('eslint'), args: ['.'] },
  { name: 'format', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
]);
// The unit run leaves about a fifth of the two cores idle (298 s of wall time, 492 CPU-seconds;
// a third worker made it slower: 325 s): the production build fills it. The build's own type
// check is the typecheck above, so only the bundle is built here.
await runAll('unit tests, and the production build beside them', [
  { name: 'unit, component, contract and server tests', command: bin('vitest'), args: ['run'] },
  { name: 'production build of the portal', command: 'pnpm', args: ['--filter', '@ehp/web', 'build:bundle'] },
]);
ensureHeadlessShell();
// Three suites on free ports that each leave the cores idle part of the time (nginx starting, the
// docs page loading, the attacks' network waits): side by side.
await runAll('docs, abuse and deploy', [
  // `pnpm run docs` (both contracts as static HTML, Redoc inlined) opened from disk in Chromium, offline.
  {
    name: 'docs: the contract as static HTML',
    command: bin('vitest'),
    args: ['run', '-c', 'tests/docs/vitest.config.ts'],
  },
  // Each finding of the attacker's review reproduced against the mock (and the portal in Chromium).
  { name: 'abuse suite', command: bin('vitest'), args: ['run', '-c', 'tests/abuse/vitest.config.ts'] },
  // The portal behind Debian's nginx with the config we ship (deploy/nginx): TLS, client addresses,
  // WebSockets and the shared page cache (nginx is installed on demand by the suite itself).
  {
    name: 'deploy: behind nginx with TLS',
    command: bin('vitest'),
    args: ['run', '-c', 'tests/deploy/vitest.config.ts'],
  },
]);
// Three shards, each with its own stack and browser on free ports, share the two cores: the
// journeys keep both busy (a clean run: 685 s of wall time, 1,337 CPU-seconds of
// the 1,370 the cores had), and what one shard waits for (a call ringing out) another fills.
const SHARDS = 3;
await runAll(
  'browser journeys in Chromium',
  Array.from({ length: SHARDS }, (_, i) => ({
    name: `shard ${i + 1}/${SHARDS}`,
    command: bin('vitest'),
    args: ['run', '-c', 'tests/e2e/vitest.config.ts', `--shard=${i + 1}/${SHARDS}`],
    env: { E2E_SHARD: String(i + 1) },
  })),
);
