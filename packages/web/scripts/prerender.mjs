// Prerenders the pages of src/config/prerender.ts after `vite build --manifest` (package.json "build"):
// 1. a Vite SSR build of src/entry-server.tsx (plus the page list and the site facts it needs);
// 2. for each path, the react-dom/server markup inside #root, the page's own <title>, meta
//    description, canonical link, Open Graph and Twitter card tags, and its route's CSS inlined so
//    the first paint is styled without waiting for more requests;
// 3. dist/<path>/index.html (dist/index.html for /), with the untouched shell kept as spa-shell.html.
// The client hydrates that markup (src/main.tsx) once the route's chunk has loaded.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIST: a build output other than dist/ (e.g. a test build beside a developer's).
const distDir = resolve(webDir, process.env.WEB_DIST || 'dist');
const ssrDir = join(webDir, 'node_modules/.cache/prerender');
const ROUTE_MODULES = /[\\/]src[\\/]app[\\/]routes[\\/][^\\/]+\.tsx$/;
const LOADED = '__ehpPrerenderLoadedModules';

// Each route module records itself when evaluated, so a render tells which lazy route it used
// (and so which stylesheets of the client build that page needs).
const recordRouteModules = {
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
      outDir: ssrDir,
      emptyOutDir: true,
      minify: false,
      rolldownOptions: {
        input: Object.fromEntries(Object.entries(inputs).map(([name, file]) => [name, join(webDir, file)])),
        output: { codeSplitting: true, entryFileNames: '[name].js' },
      },
    },
  });
  const modules = await Promise.all(
    Object.keys(inputs).map((name) => import(pathToFileURL(join(ssrDir, `${name}.js`)).href)),
  );
  return Object.assign({}, ...modules);
}

/** The stylesheets a client manifest entry needs, its static imports included. */
function stylesOf(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [...(entry.css ?? []), ...(entry.imports ?? []).flatMap((imported) => stylesOf(manifest, imported, seen))];
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function headTags({ meta, canonical, siteName, image, styles, locale = 'en_PK' }) {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:locale" content="${locale}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(image)}" />`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(image)}" />`);
  }
  // The route's CSS is a handful of small files that would each block the first paint: inlined.
  // The disabled <link> is never fetched; it tells Vite's preload helper the file is applied.
  // No modulepreload for the route's JS: it would compete with the first paint for bandwidth, and
  // main.tsx fetches the chunk before hydrating anyway.
  for (const { file, css } of styles) {
    tags.push(`<style data-href="/${file}">${css.replace(/<\/style/gi, '<\\/style')}</style>`);
    tags.push(`<link rel="stylesheet" crossorigin href="/${file}" disabled />`);
  }
  return tags.join('\n    ');
}

function renderPage(template, { html, meta, tags, attributes, htmlAttributes = '' }) {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return template
    .replace(/<html lang="en"/, () => `<html${htmlAttributes || ' lang="en"'}`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
    .replace('</head>', `  ${tags}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root"${attrs}>${html}</div>`);
}

// --- Languages (issue 12): every page in each language, /ur/... for Urdu -------------------------

/** hreflang alternates (both ways, x-default English) plus, on Urdu pages, lang/dir and the font. */
function languageTags({ languages, language, path, origin, manifest }) {
  const { languagePrefix, pathInLanguage } = languages;
  const alternates = Object.keys(languagePrefix).map(
    (each) => `<link rel="alternate" hreflang="${each}" href="${escapeHtml(origin + pathInLanguage(path, each))}" />`,
  );
  alternates.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + path)}" />`);
  if (language === 'en') return { tags: alternates, styles: [], htmlAttributes: '' };
  // The Urdu chunk's stylesheet (the @font-face rules) is inlined and its regular weight preloaded,
  // so the first paint already knows the font and nothing reflows when the chunk arrives.
  const urdu = manifest['src/app/i18n/urdu.tsx'] ?? {};
  const fonts = (urdu.assets ?? []).filter((file) => /arabic-400-normal.*\.woff2$/.test(file));
  const tags = [
    ...alternates,
    ...fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" />`),
  ];
  const direction = languages.languageDirection[language];
  return { tags, styles: urdu.css ?? [], htmlAttributes: ` lang="${language}" dir="${direction}"` };
}

async function readShell(shellFile) {
  const isShell = (html) => html.includes('<div id="root"></div>');
  const index = await readFile(join(distDir, 'index.html'), 'utf8');
  if (isShell(index)) return index;
  // Run twice on one build, index.html is already the prerendered home page.
  const shell = existsSync(join(distDir, shellFile)) ? await readFile(join(distDir, shellFile), 'utf8') : '';
  if (isShell(shell)) return shell;
  throw new Error(`${distDir}/index.html has no empty <div id="root"></div>: run vite build first`);
}

async function main() {
  const started = Date.now();
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8'));
  const server = await buildServerEntry();
  const { render, prerenderedPaths: englishPaths, queryDependentPaths, env, company } = server;
  const languages = server;
  const pages = languages.languages.flatMap((language) =>
    englishPaths.map((path) => ({ language, englishPath: path, path: languages.pathInLanguage(path, language) })),
  );
  const { SPA_SHELL_FILE, PRERENDERED_ATTRIBUTE, PRERENDERED_SEARCH_ATTRIBUTE } = server;
  const template = await readShell(SPA_SHELL_FILE);
  const origin = `https://${env.productionHost}`;
  const image = existsSync(join(distDir, 'og-image.png')) ? `${origin}/og-image.png` : undefined;

  await writeFile(join(distDir, SPA_SHELL_FILE), template);
  const routeModulesOf = new Map();
  for (const { language, englishPath, path } of pages) {
    const before = new Set(globalThis[LOADED] ?? []);
    const { html, meta } = await render(path);
    // A route module records itself once: the page's other languages reuse what English recorded.
    const routeModules =
      routeModulesOf.get(englishPath) ?? [...(globalThis[LOADED] ?? [])].filter((src) => !before.has(src));
    routeModulesOf.set(englishPath, routeModules);
    const forLanguage = languageTags({ languages, language, path: englishPath, origin, manifest });
    const files = [...new Set([...forLanguage.styles, ...routeModules.flatMap((src) => stylesOf(manifest, src))])];
    const styles = await Promise.all(
      files
        .filter((file) => !template.includes(`/${file}"`))
        .map(async (file) => ({ file, css: await readFile(join(distDir, file), 'utf8') })),
    );
    const canonical = `${origin}${path}`;
    const locale = languages.languageLocale[language];
    const tags = [
      headTags({ meta, canonical, siteName: company.name, image, styles, locale }),
      ...forLanguage.tags,
    ].join('\n    ');
    const attributes = { [PRERENDERED_ATTRIBUTE]: path };
    if (queryDependentPaths.includes(englishPath)) attributes[PRERENDERED_SEARCH_ATTRIBUTE] = '';
    const page = renderPage(template, { html, meta, tags, attributes, htmlAttributes: forLanguage.htmlAttributes });
    const file = path === '/' ? join(distDir, 'index.html') : join(distDir, path, 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page);
    const kb = (Buffer.byteLength(page) / 1024).toFixed(1);
    console.log(`  prerendered ${path.padEnd(32)} ${kb.padStart(6)} KB  ${routeModules.join(', ')}`);
  }
  await rm(ssrDir, { recursive: true, force: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`✓ ${pages.length} pages prerendered in ${seconds}s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
