#!/usr/bin/env node
// `pnpm start` runs the mock from one JavaScript file, dist/server.mjs, bundled here with esbuild
// (about 0.2 s): no TypeScript loader in the running server. tsx registers its loader on a thread
// of its own, which kept about 25 MB resident for the server's whole life. The mock's own code and
// @ehp/api-types are bundled; the npm dependencies stay in node_modules, imported as usual (bundled
// too, they measured 5 MB more). Tests and `pnpm dev` keep running src/ through tsx.
//
// Files read next to the source (the contract files, the QA console page, the simulated doctor's
// worker, Redoc's bundle) are found through `import.meta.url`: each module's own is rewritten to
// its source file's URL, computed from the bundle's, so the bundle can move with the checkout.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE = join(packageDir, 'dist/server.mjs');
const workspaceSource = /[\\/]packages[\\/](mock-server|api-types)[\\/].*\.(ts|mjs)$/;

const sourceUrls = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: workspaceSource }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      const fromBundle = relative(dirname(BUNDLE), path).split('\\').join('/');
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: path.endsWith('.ts') ? 'ts' : 'js',
      };
    });
  },
};

/** Bundles src/main.ts into dist/server.mjs (written whole, then renamed: parallel builds do not clash). */
export async function bundleServer() {
  const { dependencies } = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8'));
  const external = Object.keys(dependencies)
    .filter((name) => !dependencies[name].startsWith('workspace:'))
    .flatMap((name) => [name, `${name}/*`]);
  const result = await build({
    entryPoints: [join(packageDir, 'src/main.ts')],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    plugins: [sourceUrls],
    write: false,
    logLevel: 'warning',
    banner: { js: '// Built by scripts/bundle.mjs from src/ (pnpm start); do not edit.' },
  });
  await mkdir(dirname(BUNDLE), { recursive: true });
  const tmp = `${BUNDLE}.tmp-${process.pid}`;
  await writeFile(tmp, result.outputFiles[0].contents);
  await rename(tmp, BUNDLE);
  return BUNDLE;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await bundleServer();
