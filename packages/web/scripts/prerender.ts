// Prerenders the pages of src/config/prerender.ts after `vite build --manifest` (package.json "build"):
// 1. a Vite SSR build of src/entry-server.tsx (plus the page list and the site facts it needs) into
//    dist-server/, kept: the server-rendered data pages use it at request time (prerendered-pages.ts);
// 2. for each path, the whole document (server/page-html.ts): markup inside #root, the page's own head
//    tags, its route's CSS inlined, the scripts off the first-paint path;
// 3. dist/<path>/index.html (dist/index.html for /), with the untouched shell kept as spa-shell.html.
// The client hydrates that markup (src/main.tsx) once the route's chunk has loaded. Run by tsx.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { createDocumentRenderer, LOADED, readShell, ROUTE_MODULES, serverDirOf } from '../server/page-html.ts';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIST: a build output other than dist/ (e.g. a test build beside a developer's).
const distDir = resolve(webDir, process.env.WEB_DIST || 'dist');
const serverDir = serverDirOf(distDir);
const SHELL_FILE = 'spa-shell.html'; // SPA_SHELL_FILE of src/config/prerender.ts (checked below)

// Each route module records itself when evaluated, so a render tells which lazy route it used
// (and so which stylesheets of the client build that page needs).
const recordRouteModules: Plugin = {
  name: 'ehp:record-route-modules',
  transform(code, id) {
    if (!ROUTE_MODULES.test(id)) return null;
    const src = relative(webDir, id).split('\\').join('/');
    return { code: `${code}\n;(globalThis.${LOADED} ??= new Set()).add(${JSON.stringify(src)});\n`, map: null };
  },
};

async function buildServerEntry() {
  const inputs = {
    'entry-server': 'src/entry-server.tsx',
    prerender: 'src/config/prerender.ts',
    env: 'src/config/env.ts',
    company: 'src/content/company.ts',
    languages: 'src/lib/i18n/languages.ts',
  };
  await build({
    root: webDir,
    logLevel: 'warn',
    plugins: [recordRouteModules],
    build: {
      ssr: true,
      outDir: serverDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rolldownOptions: {
        input: Object.fromEntries(Object.entries(inputs).map(([name, file]) => [name, join(webDir, file)])),
        output: { codeSplitting: true, entryFileNames: '[name].js' },
      },
    },
  });
}

async function main() {
  const started = Date.now();
  // Read before anything is written: run twice on one build, index.html is the prerendered home.
  const shell = await readShell(distDir, SHELL_FILE);
  await buildServerEntry();
  const { server, renderDocument } = await createDocumentRenderer(distDir, serverDir);
  if (server.SPA_SHELL_FILE !== SHELL_FILE) throw new Error(`SPA_SHELL_FILE is ${server.SPA_SHELL_FILE}`);
  await writeFile(join(distDir, SHELL_FILE), shell);
  // Every prerendered page in each language (/about, /ur/about); a page's route module records
  // itself once, so its other languages reuse what English recorded (the pattern).
  const pages = server.languages.flatMap((language) =>
    server.prerenderedPaths.map((englishPath) => ({ englishPath, path: server.pathInLanguage(englishPath, language) })),
  );
  for (const { englishPath, path } of pages) {
    const search = server.queryDependentPaths.includes(englishPath) ? '' : undefined;
    const { html, routeModules } = await renderDocument(path, { search, pattern: englishPath });
    const file = path === '/' ? join(distDir, 'index.html') : join(distDir, path, 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    const kb = (Buffer.byteLength(html) / 1024).toFixed(1);
    console.log(`  prerendered ${path.padEnd(32)} ${kb.padStart(6)} KB  ${routeModules.join(', ')}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`✓ ${pages.length} pages prerendered in ${seconds}s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
