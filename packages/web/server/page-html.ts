// Turns a rendered page (src/entry-server.tsx) into a whole HTML document: the page's own <title>,
// description, canonical link and social-card tags (document-head.ts), its route's CSS inlined
// (critical-css.ts), its first API reads for the browser's cache, and the scripts kept off the
// first-paint path. Used at build time by scripts/prerender.ts and per request by the server's
// rendered pages (page-renderer.ts; `vite preview` through scripts/prerendered-pages.ts).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createBeasties, criticalCss, withCriticalCss, type CriticalCss } from './critical-css.ts';
import {
  deferScripts,
  escapeHtml,
  fillTemplate,
  headTags,
  LANGUAGE_MODULE,
  languageTags,
  scriptJson,
  scriptsOf,
  stylesOf,
  type Manifest,
} from './document-head.ts';
import type { RenderTurn } from './render-limit.ts';
import type { RenderOptions, RenderResult, ServerBuild } from './server-build.ts';

/** Set of src/app/routes/*.tsx modules evaluated so far (filled by the SSR build's transform). */
export const LOADED = '__ehpPrerenderLoadedModules';
export const ROUTE_MODULES = /[\\/]src[\\/]app[\\/]routes[\\/][^\\/]+\.tsx$/;
export const SERVER_ENTRIES = ['entry-server', 'prerender', 'env', 'company', 'languages'];

/** The server build of a client build: dist-server beside dist (WEB_DIST=x → x-server). */
export const serverDirOf = (distDir: string): string => `${distDir}-server`;

/** The route modules evaluated so far, as the SSR build's transform records them. */
const loadedModules = (): Set<string> =>
  (globalThis as typeof globalThis & { [LOADED]?: Set<string> })[LOADED] ?? new Set();

const isShell = (html: string) => html.includes('<div id="root"></div>');

/** The untouched SPA shell of a client build (index.html is replaced by the prerendered home). */
export async function readShell(distDir: string, shellFile: string): Promise<string> {
  const index = await readFile(join(distDir, 'index.html'), 'utf8');
  if (isShell(index)) return index;
  const shell = existsSync(join(distDir, shellFile)) ? await readFile(join(distDir, shellFile), 'utf8') : '';
  if (isShell(shell)) return shell;
  throw new Error(`${distDir}/index.html has no empty <div id="root"></div>: run vite build first`);
}

export interface DocumentOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** Runs the render's synchronous part in its turn at the thread. */
  turn?: RenderTurn;
  pattern?: string;
  search?: string;
}

export interface DocumentRenderer {
  server: ServerBuild;
  shell: string;
  /** The document every rendered page is made from (the shell with its scripts deferred). */
  template: string;
  renderDocument(
    url: string,
    options?: DocumentOptions,
  ): Promise<{ html: string; routeModules: string[]; complete: boolean }>;
  /** Learns every data page's route modules (resolves when done; a pattern that fails is learnt by its first visitor). */
  learnAll(): Promise<unknown>;
}

/** The server build's modules merged into one (see server-build.ts). */
async function loadServerBuild(serverDir: string): Promise<ServerBuild> {
  const modules: object[] = await Promise.all(
    SERVER_ENTRIES.map((name) => import(pathToFileURL(resolve(serverDir, `${name}.js`)).href) as Promise<object>),
  );
  return Object.assign({}, ...modules) as ServerBuild;
}

/**
 * Which route modules a URL's page needs is learnt once per route pattern (a module records
 * itself only when first evaluated): by a render of the pattern without data (no reads, only its
 * code and catalogue load), one at a time so no other render's modules are counted. The page's
 * own render waits only for that, never for another page's reads (a first render behind a slow
 * read waited for it: 3.2-3.9 s), and renders of known patterns run side by side.
 * learn(url, pattern): the pattern's route modules; `result`: the learning render itself, for a
 * render without data.
 */
function routeModuleLearner(server: ServerBuild) {
  const routeModulesOf = new Map<string, Promise<string[]>>();
  let learning: Promise<unknown> = Promise.resolve();
  return function learn(url: string, pattern: string): Promise<{ modules: string[]; result?: RenderResult }> {
    const known = routeModulesOf.get(pattern);
    if (known) return known.then((modules) => ({ modules }));
    let result: RenderResult | undefined;
    const learnt = learning.then(async () => {
      const before = new Set(loadedModules());
      result = await server.render(url, {});
      return [...loadedModules()].filter((src) => !before.has(src));
    });
    learning = learnt.catch(() => undefined);
    routeModulesOf.set(pattern, learnt);
    learnt.catch(() => routeModulesOf.delete(pattern));
    return learnt.then((modules) => ({ modules, result }));
  };
}

/**
 * Loads a client build and its server build, and returns renderDocument(url, options): the whole
 * HTML of that URL. options.fetch reaches the API for the page's first data (see entry-server).
 */
export async function createDocumentRenderer(
  distDir: string,
  serverDir: string = serverDirOf(distDir),
): Promise<DocumentRenderer> {
  const server = await loadServerBuild(serverDir);
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const shell = await readShell(distDir, server.SPA_SHELL_FILE);
  const template = deferScripts(shell);
  const beasties = createBeasties(distDir);
  const origin = `https://${server.env.productionHost}`;
  const image = existsSync(join(distDir, 'og-image.png')) ? `${origin}/og-image.png` : undefined;
  const learn = routeModuleLearner(server);
  // The critical CSS of each route pattern in each language, worked out on its first render.
  const criticalOf = new Map<string, CriticalCss>();

  /** The page's render and route modules: at build time (no data) the learning render is the page. */
  async function renderPage(url: string, pattern: string, options: RenderOptions) {
    const learnt = await learn(url, pattern);
    if (learnt.result && !options.fetch) return { result: learnt.result, routeModules: learnt.modules };
    return { result: await server.render(url, options), routeModules: learnt.modules };
  }

  /** The head tags of one render: its own (title, description, social card...) and its language's. */
  async function tagsOf(result: RenderResult, pathname: string, routeModules: string[]) {
    const files = [...new Set(routeModules.flatMap((src) => stylesOf(manifest, src)))];
    const styles = files.filter((file) => !template.includes(`/${file}"`));
    const pagePath = server.withoutLanguage(pathname);
    const forLanguage = await languageTags({
      languages: server,
      language: result.language,
      pagePath,
      origin,
      manifest,
      distDir,
    });
    const own = headTags({
      meta: result.meta,
      canonical: `${origin}${pathname}`,
      siteName: server.company.name,
      image,
      styles,
      locale: server.languageLocale[result.language],
    });
    return { tags: [own, ...forLanguage.tags].join('\n    '), htmlAttributes: forLanguage.htmlAttributes };
  }

  async function renderDocument(url: string, { fetch, signal, turn, pattern = url, search }: DocumentOptions = {}) {
    const { result, routeModules } = await renderPage(url, pattern, { fetch, signal, turn });
    // The chunks the app starts with: the entry's, the page's, and the catalogue of a page in
    // another language than English. (Their own dependencies the browser finds as it reads them.)
    const startChunks = [
      ...scriptsOf(manifest, 'index.html').slice(1),
      ...routeModules.map((key) => manifest[key]?.file),
      result.language === server.defaultLanguage ? undefined : manifest[LANGUAGE_MODULE]?.file,
    ].filter((file) => file !== undefined);
    const { pathname } = new URL(url, 'http://render.local');
    const { tags, htmlAttributes } = await tagsOf(result, pathname, routeModules);
    const attributes = { ...result.rootAttributes };
    if (search !== undefined) attributes[server.PRERENDERED_SEARCH_ATTRIBUTE] = search;
    const rootAttributes = Object.entries(attributes)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
    const data = result.state
      ? `<script type="application/json" id="${server.PAGE_DATA_ELEMENT_ID}">${scriptJson(result.state)}</script>\n  `
      : '';
    const html = fillTemplate(template, { result, tags, htmlAttributes, rootAttributes, data, startChunks });
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
