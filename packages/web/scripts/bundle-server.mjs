#!/usr/bin/env node
// The production server (server/*.ts) as one JavaScript file, server-dist/main.mjs, bundled here
// with esbuild (well under a second; the last step of `pnpm build`): Node 20 runs no TypeScript,
// and the running server carries no TypeScript loader (as packages/mock-server/scripts/bundle.mjs
// does for the mock). The server's own code is bundled; every npm dependency stays in
// node_modules, imported as usual. `pnpm start` runs the bundle (its cluster workers run it too).
//
// server-dist/ sits beside server/, one folder below packages/web, so what the server finds from
// its own file (config.ts: the build in ../dist) is found from the bundle alike.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = join(webDir, 'server-dist/main.mjs');

/** Bundles server/main.ts into server-dist/main.mjs (written whole, then renamed: parallel builds do not clash). */
export async function bundleServer() {
  const { dependencies = {}, devDependencies = {} } = JSON.parse(await readFile(join(webDir, 'package.json'), 'utf8'));
  const external = Object.keys({ ...dependencies, ...devDependencies }).flatMap((name) => [name, `${name}/*`]);
  const result = await build({
    entryPoints: [join(webDir, 'server/main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    write: false,
    logLevel: 'warning',
    banner: { js: '// Built by scripts/bundle-server.mjs from server/ (pnpm build); do not edit.' },
  });
  await mkdir(dirname(SERVER_BUNDLE), { recursive: true });
  const tmp = `${SERVER_BUNDLE}.tmp-${process.pid}`;
  await writeFile(tmp, result.outputFiles[0].contents);
  await rename(tmp, SERVER_BUNDLE);
  return SERVER_BUNDLE;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  await bundleServer();
  console.log(`✓ the production server bundled in ${Date.now() - started} ms: ${SERVER_BUNDLE}`);
}
