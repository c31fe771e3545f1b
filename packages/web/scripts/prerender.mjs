// Prerenders the marketing pages after `vite build --manifest` (see package.json "build"):
// 1. a Vite SSR build of src/entry-server.tsx (plus the route list and the site config),
// 2. for each path, react-dom/server markup inside #root, with the page's own <title>, meta
//    description, canonical link, Open Graph and Twitter card tags, and the stylesheets and
//    modulepreloads of its lazy route so the first paint is styled and hydration has no waterfall,
// 3. dist/<path>/index.html (dist/index.html for /), and the untouched shell as dist/spa-shell.html.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIST: build output other than dist/ (e.g. a test build next to a developer's).
const distDir = resolve(webDir, process.env.WEB_DIST || 'dist');
const ssrDir = join(webDir, 'node_modules/.cache/prerender');
const ROUTE_MODULES = /[\\/]src[\\/]app[\\/]routes[\\/][^\\/]+\.tsx$/;
const LOADED = '__ehpPrerenderLoadedModules';

// Each route module records itself when evaluated, so a render tells which lazy route it used.
const recordRouteModules = {
  name: 'ehp:record-route-modules',
  transform(code, id) {
    if (!ROUTE_MODULES.test(id)) return null;
    const src = relative(webDir, id).split('\\').join('/');
    return { code: `${code}\n;(globalThis.${LOADED} ??= new Set()).add(${JSON.stringify(src)});\n`, map: null };
  },
};

async function buildServerEntry() {
  await build({
    root: webDir,
    logLevel: 'warn',
    plugins: [recordRouteModules],
    build: {
      ssr: true,
      outDir: ssrDir,
      emptyOutDir: true,
      minify: false,
      rolldownOptions: {
        input: {
          'entry-server': join(webDir, 'src/entry-server.tsx'),
          prerender: join(webDir, 'src/config/prerender.ts'),
          env: join(webDir, 'src/config/env.ts'),
          company: join(webDir, 'src/content/company.ts'),
        },
        output: { codeSplitting: true, entryFileNames: '[name].js' },
      },
    },
  });
  const load = (name) => import(pathToFileURL(join(ssrDir, `${name}.js`)).href);
  return {
    ...(await load('entry-server')),
    ...(await load('prerender')),
    ...(await load('env')),
    ...(await load('company')),
  };
}

/** The JS files and stylesheets a client manifest entry needs, imports included. */
function chunkClosure(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const js = [entry.file];
  const css = [...(entry.css ?? [])];
  for (const imported of entry.imports ?? []) {
    const sub = chunkClosure(manifest, imported, seen);
    js.push(...sub.js);
    css.push(...sub.css);
  }
  return { js, css };
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function headTags({ meta, canonical, siteName, image, routeAssets, template }) {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:locale" content="en_PK" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (image)
    tags.push(
      `<meta property="og:image" content="${escapeHtml(image)}" />`,
      `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    );
  // The page's own CSS is inlined: a handful of small files that would each block the first paint.
  // The disabled <link> (never fetched) tells Vite's preload helper the file is already applied.
  for (const { file, css } of routeAssets.styles) {
    tags.push(`<style data-href="/${file}">${css.replace(/<\/style/gi, '<\\/style')}</style>`);
    tags.push(`<link rel="stylesheet" crossorigin href="/${file}" disabled />`);
  }
  for (const file of routeAssets.js) {
    if (process.env.PRERENDER_MODULEPRELOAD && !template.includes(`/${file}"`)) tags.push(`<link rel="modulepreload" crossorigin href="/${file}" />`);
  }
  return tags.join('\n    ');
}

function renderPage(template, { path, html, meta, tags, attributes }) {
  let page = template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
    .replace('</head>', `  ${tags}\n  </head>`);
  const root = /<div id="root"><\/div>/;
  if (!root.test(page)) throw new Error('dist/index.html has no empty <div id="root"></div> to fill');
  const attrs = Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ');
  page = page.replace(root, () => `<div id="root" ${attrs}>${html}</div>`);
  if (!/<title>/.test(page)) page = page.replace('</head>', `  <title>${escapeHtml(meta.title)}</title>\n  </head>`);
  return page;
}

async function main() {
  const started = Date.now();
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8'));
  const server = await buildServerEntry();
  const { render, prerenderedPaths, queryDependentPaths, SPA_SHELL_FILE, env, company } = server;
  // Run twice on one build, dist/index.html is already the prerendered home: start from the shell.
  let template = await readFile(join(distDir, 'index.html'), 'utf8');
  const isShell = (html) => html.includes('<div id="root"></div>');
  if (!isShell(template) && existsSync(join(distDir, SPA_SHELL_FILE))) {
    template = await readFile(join(distDir, SPA_SHELL_FILE), 'utf8');
  }
  if (!isShell(template)) throw new Error(`${distDir}/index.html has no empty <div id="root"></div>: build first`);
  const { PRERENDERED_ATTRIBUTE, PRERENDERED_SEARCH_ATTRIBUTE } = server;
  const origin = `https://${env.productionHost}`;
  const ogImage = existsSync(join(distDir, 'og-image.png')) ? `${origin}/og-image.png` : undefined;

  await writeFile(join(distDir, SPA_SHELL_FILE), template);
  for (const path of prerenderedPaths) {
    const before = new Set(globalThis[LOADED] ?? []);
    const { html, meta, status } = await render(path, origin);
    if (status !== undefined && status !== 200) throw new Error(`Prerendering ${path} answered ${status}`);
    const used = [...(globalThis[LOADED] ?? [])].filter((src) => !before.has(src));
    const routeAssets = { js: [], css: [] };
    for (const src of used) {
      const closure = chunkClosure(manifest, src);
      routeAssets.js.push(...closure.js);
      routeAssets.css.push(...closure.css);
    }
    routeAssets.js = [...new Set(routeAssets.js)];
    routeAssets.styles = await Promise.all(
      [...new Set(routeAssets.css)]
        .filter((file) => !template.includes(`/${file}"`))
        .map(async (file) => ({ file, css: await readFile(join(distDir, file), 'utf8') })),
    );
    const canonical = `${origin}${path === '/' ? '/' : path}`;
    const tags = headTags({ meta, canonical, siteName: company.name, image: ogImage, routeAssets, template });
    const attributes = { [PRERENDERED_ATTRIBUTE]: path };
    if (queryDependentPaths.includes(path)) attributes[PRERENDERED_SEARCH_ATTRIBUTE] = '';
    const page = renderPage(template, { path, html, meta, tags, attributes });
    const file = path === '/' ? join(distDir, 'index.html') : join(distDir, path, 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page);
    console.log(
      `  prerendered ${path.padEnd(32)} ${(Buffer.byteLength(page) / 1024).toFixed(1)} KB  ${used.join(', ')}`,
    );
  }
  await rm(ssrDir, { recursive: true, force: true });
  console.log(`✓ ${prerenderedPaths.length} pages prerendered in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
