// Turns a rendered page (src/entry-server.tsx) into a whole HTML document: the page's own <title>,
// description, canonical link and social-card tags, its route's CSS inlined, its first API reads
// for the browser's cache, and the scripts kept off the first-paint path. Used at build time by
// prerender.mjs and per request by the server-rendered pages (prerendered-pages.ts).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { withoutUnusedCustomProperties } from './unused-custom-properties.mjs';

/** Set of src/app/routes/*.tsx modules evaluated so far (filled by the SSR build's transform). */
export const LOADED = '__ehpPrerenderLoadedModules';
export const ROUTE_MODULES = /[\\/]src[\\/]app[\\/]routes[\\/][^\\/]+\.tsx$/;
export const SERVER_ENTRIES = ['entry-server', 'prerender', 'env', 'company', 'languages'];

/** The server build of a client build: dist-server beside dist (WEB_DIST=x → x-server). */
export const serverDirOf = (distDir) => `${distDir}-server`;

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The stylesheets a client manifest entry needs, its static imports included. */
function stylesOf(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [...(entry.css ?? []), ...(entry.imports ?? []).flatMap((imported) => stylesOf(manifest, imported, seen))];
}

/**
 * After the first contentful paint, a tiny inline script adds:
 * - the page's whole stylesheets (the markup already carries the rules it uses). They load as
 *   print stylesheets and all apply together when the last one is here: one alone would reorder
 *   the cascade for a moment and shift the page;
 * - the entry script, and module preloads for the few chunks the app starts with (data-modules:
 *   the entry's, the page's, the language's), so they download beside the entry, not after it;
 * - the web app manifest, only needed to install the portal (on the first-paint path it cost
 *   Lighthouse LCP on /ur 150 ms).
 * A hidden tab never paints: it loads at once; a browser without paint timing, after a short wait.
 */
const entryLoader = (src, manifest = '') =>
  `<script data-entry="${escapeHtml(src)}" data-manifest="${escapeHtml(manifest)}" data-styles="-" data-modules="-">` +
  `(function(){var done=0,d=document,me=d.currentScript,pending=0,sheets=[];` +
  `function attr(n){return me.getAttribute(n)}` +
  `function add(rel,u){var l=d.createElement('link');l.rel=rel;l.crossOrigin='';` +
  `if(rel==='stylesheet'){l.media='print';l.onload=l.onerror=applied;pending++;sheets.push(l)}l.href=u;d.head.appendChild(l)}` +
  `function applied(){if(--pending===0)sheets.forEach(function(l){l.media='all'})}` +
  `function each(n,rel){attr(n).split(' ').forEach(function(u){if(u[0]==='/')add(rel,u)})}` +
  `function go(){if(done++)return;each('data-styles','stylesheet');` +
  `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=attr('data-entry');d.head.appendChild(s);` +
  `each('data-modules','modulepreload');each('data-manifest','manifest')}` +
  `if(d.visibilityState==='hidden')return go();setTimeout(go,3000);` +
  `try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go)})` +
  `.observe({type:'paint',buffered:true})}catch(e){setTimeout(go,50)}})()</script>`;

/** The JavaScript files of a client manifest entry: its own, then those it imports statically. */
function scriptsOf(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((imported) => scriptsOf(manifest, imported, seen))];
}

/** A stylesheet the page needs; criticalCss() inlines the rules its markup uses and defers the file. */
const styleLink = (file) => `<link rel="stylesheet" href="/${file}" data-deferred-style="1">`;

/**
 * Takes the scripts and stylesheets off the first-paint path of a rendered page: no
 * modulepreloads, and the entry module and the whole stylesheets are added by a tiny inline script
 * only after the first paint (the markup carries the CSS rules it uses, see criticalCss). The page
 * is complete without JavaScript until it hydrates, so nothing waits for the app's 140 KB.
 * (Lighthouse's simulation counts every request that starts before the first paint as holding it up.)
 */
function deferScripts(template) {
  let page = template.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  // The web app manifest is only for installing the portal: linked after the first paint too.
  const manifest = /\s*<link rel="manifest" href="([^"]+)"[^>]*>/.exec(page);
  if (manifest) page = page.replace(manifest[0], '');
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(page);
  if (!entry) throw new Error('the shell has no entry <script type="module">');
  page = page.replace(entry[0], () => entryLoader(entry[1], manifest?.[1]));
  return page.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g, (_, file) => styleLink(file));
}

/**
 * The markup whose CSS rules a page inlines: all of it, or, on a long page marked with data-fold
 * (components/below-the-fold.tsx), what comes before the mark (the rest of <main> and the footer
 * are not on the first screen; their rules come with the stylesheets just after the first paint).
 */
export function aboveTheFold(html) {
  const mark = html.search(/<[a-z]+\b[^>]*\sdata-fold=""/);
  if (mark === -1) return html;
  const mainEnd = html.indexOf('</main>', mark);
  if (mainEnd === -1) throw new Error('a data-fold mark must be inside <main>');
  return (html.slice(0, mark) + html.slice(mainEnd)).replace(/<footer\b[\s\S]*?<\/footer>/, '');
}

/**
 * Inlines the CSS rules the page's markup above the fold uses (Beasties) and moves the whole
 * stylesheets to the after-first-paint loader, with a <noscript> fallback. A few KB of CSS instead
 * of 70: less to download before the first paint and less style work for the phone. The inlined
 * rules keep only the custom properties that markup reads (unused-custom-properties.mjs).
 */
async function criticalCss(beasties, html) {
  const STYLE = /<style>([\s\S]*?)<\/style>/g;
  const shown = aboveTheFold(html);
  const before = new Set(Array.from(shown.matchAll(STYLE), (match) => match[0]));
  const processed = await beasties.process(shown);
  const styles = Array.from(processed.matchAll(STYLE))
    .filter(([element]) => !before.has(element))
    .map(([element, css]) => `<style>${withoutUnusedCustomProperties(css, processed.replace(element, ''))}</style>`);
  const files = Array.from(html.matchAll(DEFERRED_STYLE), ([link]) => /\bhref="([^"]+)"/.exec(link)[1]);
  const critical = { styles, files };
  return { html: withCriticalCss(html, critical), critical };
}

const DEFERRED_STYLE = /<link\b[^>]*\bdata-deferred-style="1"[^>]*>/g;

/**
 * The critical CSS worked out once for a route pattern in a language, applied to another render
 * of it: its rules in place of the first deferred stylesheet, the whole files after the first paint.
 * (Beasties costs as much as the React render; the pages of one pattern share their markup's shape.)
 */
function withCriticalCss(html, { styles, files }) {
  let first = true;
  const page = html.replace(DEFERRED_STYLE, () => {
    if (!first) return '';
    first = false;
    return styles.join('');
  });
  return withStyleLoader(page, files);
}

/** Hands the whole stylesheets to the after-first-paint loader, with a <noscript> fallback. */
function withStyleLoader(page, files) {
  const noscript = files.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return page
    .replace('data-styles="-"', () => `data-styles="${escapeHtml(files.join(' '))}"`)
    .replace('</head>', () => `<noscript>${noscript}</noscript>\n  </head>`);
}

function headTags({ meta, canonical, siteName, image, styles, locale }) {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:locale" content="${locale}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    // X reads og:title, og:description and og:image where its own tags are absent: only the card
    // type is its own (the copies cost the first round trip of /ur its last bytes).
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (image) tags.push(`<meta property="og:image" content="${escapeHtml(image)}" />`);
  // The route's stylesheets, after the shell's (criticalCss inlines what the page uses).
  for (const file of styles) tags.push(styleLink(file));
  return tags.join('\n    ');
}

/** The catalogue (and font) of the pages in another language than English. */
const LANGUAGE_MODULE = 'src/app/i18n/urdu.tsx';

/**
 * hreflang alternates of a page in every language (x-default: English), and for another language
 * than English, its lang/dir and its chunk's @font-face rules inlined with the regular weight
 * preloaded, so the first paint already uses the Urdu font. Each inlined stylesheet is also listed
 * as a disabled <link> (never fetched): Vite's loader sees it in the page and does not add it again
 * when the chunk comes; a second copy of the @font-face rules would make the browser lay out
 * every line of Urdu text again.
 */
async function languageTags({ languages, language, pagePath, origin, manifest, distDir }) {
  const alternates = languages.languages.map(
    (each) =>
      `<link rel="alternate" hreflang="${each}" href="${escapeHtml(origin + languages.pathInLanguage(pagePath, each))}" />`,
  );
  alternates.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + pagePath)}" />`);
  if (language === languages.defaultLanguage) return { tags: alternates, htmlAttributes: '' };
  const chunk = manifest[LANGUAGE_MODULE] ?? {};
  const fonts = (chunk.assets ?? []).filter((file) => /urdu-400.*\.woff2$/.test(file));
  const styles = await Promise.all(
    (chunk.css ?? []).map(async (file) => ({ file, rules: await readFile(join(distDir, file), 'utf8') })),
  );
  const tags = [
    ...alternates,
    ...fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" />`),
    ...styles.flatMap(({ file, rules }) => [
      `<style>${rules.replace(/<\/style/gi, '<\\/style')}</style>`,
      `<link rel="stylesheet" href="/${file}" disabled data-inlined="" />`,
    ]),
  ];
  const direction = languages.languageDirection[language];
  return { tags, htmlAttributes: ` lang="${language}" dir="${direction}"` };
}

/** JSON inside <script>: nothing in it can close the element or open a comment. */
const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const isShell = (html) => html.includes('<div id="root"></div>');

/** The untouched SPA shell of a client build (index.html is replaced by the prerendered home). */
export async function readShell(distDir, shellFile) {
  const index = await readFile(join(distDir, 'index.html'), 'utf8');
  if (isShell(index)) return index;
  const shell = existsSync(join(distDir, shellFile)) ? await readFile(join(distDir, shellFile), 'utf8') : '';
  if (isShell(shell)) return shell;
  throw new Error(`${distDir}/index.html has no empty <div id="root"></div>: run vite build first`);
}

/**
 * Loads a client build and its server build, and returns renderDocument(url, options): the whole
 * HTML of that URL. options.fetch reaches the API for the page's first data (see entry-server).
 */
export async function createDocumentRenderer(distDir, serverDir = serverDirOf(distDir)) {
  const modules = await Promise.all(
    SERVER_ENTRIES.map((name) => import(pathToFileURL(resolve(serverDir, `${name}.js`)).href)),
  );
  const server = Object.assign({}, ...modules);
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8'));
  const shell = await readShell(distDir, server.SPA_SHELL_FILE);
  const template = deferScripts(shell);
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/',
    preload: false,
    reduceInlineStyles: false,
    pruneSource: false,
    mergeStylesheets: true,
    compress: true,
    inlineFonts: false,
    // The portal forces the light scheme (provider.tsx): Mantine's and the theme's colour variables
    // sit under :root[data-mantine-color-scheme=light], which Beasties cannot match against the
    // markup. Without them the first paint drew the filled buttons white on white.
    allowRules: [/^:root\[data-mantine-color-scheme="?light"?\]$/],
    logLevel: 'silent',
  });
  const origin = `https://${server.env.productionHost}`;
  const image = existsSync(join(distDir, 'og-image.png')) ? `${origin}/og-image.png` : undefined;
  // Which route modules a URL's page needs is learnt once per route pattern (a module records
  // itself only when first evaluated): by a render of the pattern without data (no reads, only its
  // code and catalogue load), one at a time so no other render's modules are counted. The page's
  // own render waits only for that, never for another page's reads (a first render behind a slow
  // read waited for it: 3.2-3.9 s), and renders of known patterns run side by side.
  const routeModulesOf = new Map();
  let learning = Promise.resolve();
  // The critical CSS of each route pattern in each language, worked out on its first render.
  const criticalOf = new Map();

  /** The pattern's route modules; `result`: the learning render itself, for a render without data. */
  function learn(url, pattern) {
    let known = routeModulesOf.get(pattern);
    if (known) return known.then((modules) => ({ modules }));
    let result;
    known = learning.then(async () => {
      const before = new Set(globalThis[LOADED] ?? []);
      result = await server.render(url, {});
      return [...(globalThis[LOADED] ?? [])].filter((src) => !before.has(src));
    });
    learning = known.catch(() => undefined);
    routeModulesOf.set(pattern, known);
    known.catch(() => routeModulesOf.delete(pattern));
    return known.then((modules) => ({ modules, result }));
  }

  /** The page's render and route modules: at build time (no data) the learning render is the page. */
  async function renderPage(url, pattern, options) {
    const learnt = await learn(url, pattern);
    if (learnt.result && !options.fetch) return { result: learnt.result, routeModules: learnt.modules };
    return { result: await server.render(url, options), routeModules: learnt.modules };
  }

  async function renderDocument(url, { fetch, signal, turn, pattern = url, search } = {}) {
    const { result, routeModules } = await renderPage(url, pattern, { fetch, signal, turn });
    const files = [...new Set(routeModules.flatMap((src) => stylesOf(manifest, src)))];
    const styles = files.filter((file) => !template.includes(`/${file}"`));
    // The chunks the app starts with: the entry's, the page's, and the catalogue of a page in
    // another language than English. (Their own dependencies the browser finds as it reads them.)
    const startChunks = [
      ...scriptsOf(manifest, 'index.html').slice(1),
      ...routeModules.map((key) => manifest[key]?.file),
      result.language === server.defaultLanguage ? undefined : manifest[LANGUAGE_MODULE]?.file,
    ].filter((file) => file !== undefined);
    const { pathname } = new URL(url, 'http://render.local');
    const pagePath = server.withoutLanguage(pathname);
    const forLanguage = await languageTags({
      languages: server,
      language: result.language,
      pagePath,
      origin,
      manifest,
      distDir,
    });
    const tags = [
      headTags({
        meta: result.meta,
        canonical: `${origin}${pathname}`,
        siteName: server.company.name,
        image,
        styles,
        locale: server.languageLocale[result.language],
      }),
      ...forLanguage.tags,
    ].join('\n    ');
    const attributes = { ...result.rootAttributes };
    if (search !== undefined) attributes[server.PRERENDERED_SEARCH_ATTRIBUTE] = search;
    const attrs = Object.entries(attributes)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
    const data = result.state
      ? `<script type="application/json" id="${server.PAGE_DATA_ELEMENT_ID}">${scriptJson(result.state)}</script>\n  `
      : '';
    const html = template
      .replace(/<html lang="en"/, () => `<html${forLanguage.htmlAttributes || ' lang="en"'}`)
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(result.meta.title)}</title>`)
      .replace(/<noscript>(?!<link)[\s\S]*?<\/noscript>/, () => `<noscript>${escapeHtml(result.noscript)}</noscript>`)
      .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
      .replace('</head>', `  ${tags}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root"${attrs}>${result.html}</div>`)
      .replace('</body>', () => `${data}</body>`)
      .replace(
        'data-modules="-"',
        () => `data-modules="${escapeHtml(startChunks.map((file) => `/${file}`).join(' '))}"`,
      );
    const cssKey = `${result.language} ${pattern}`;
    const known = criticalOf.get(cssKey);
    const complete = Boolean(result.state?.queries.length);
    if (known) return { html: withCriticalCss(html, known), routeModules, complete };
    const styled = await criticalCss(beasties, html);
    // Learnt only from a page that has its data: a loading state's markup uses other rules.
    if (complete) criticalOf.set(cssKey, styled.critical);
    return { html: styled.html, routeModules, complete };
  }

  /**
   * Learns every data page's route modules now, one pattern at a time as first renders would (a
   * render without data: no reads), so that no visitor's read budget pays for it after a start.
   * Under load, the first /labs/1 after a start spent its 2.5 s budget learning and went out
   * without its data.
   */
  const learnAll = () =>
    Promise.all(
      server.pageDataPaths.map((pattern) => learn(pattern.replace(/:[^/]+/g, '_'), pattern).catch(() => undefined)),
    );

  return { server, shell, template, renderDocument, learnAll };
}
