import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export type Manifest = Record<
  string,
  { file: string; src?: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/** Files the browser must fetch before / is interactive: entry scripts, modulepreloads and their static imports. */
export function initialJsFiles(distDir: string, htmlFile = 'index.html'): string[] {
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  const found = new Set<string>();
  const queue: string[] = [];
  const add = (url: string) => {
    if (!url.endsWith('.js') || /^[a-z]+:\/\//i.test(url)) return;
    const file = url.replace(/^\//, '');
    if (!found.has(file)) {
      found.add(file);
      queue.push(file);
    }
  };
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (tag.startsWith('<script') && /type="module"/.test(tag) && src) add(src);
    // Prerendered pages add the entry module after the first paint (scripts/prerender.ts).
    const deferred = /\bdata-entry="([^"]+)"/.exec(tag)?.[1];
    if (tag.startsWith('<script') && deferred) add(deferred);
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (tag.startsWith('<link') && /rel="modulepreload"/.test(tag) && href) add(href);
  }
  // Static imports load before the entry runs, whether or not the HTML preloads them.
  while (queue.length) {
    const file = queue.shift() as string;
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const m of code.matchAll(
      /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*|)["'](\.{1,2}\/[^"']+\.js)["']/g,
    )) {
      add(posix.join(posix.dirname(file), m[1]));
    }
  }
  return [...found];
}

export const gzipBytes = (distDir: string, file: string) =>
  gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;

export function readManifest(distDir: string): Manifest | undefined {
  const file = join(distDir, '.vite/manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/** Every output file reachable from the manifest entries whose source matches. */
export function filesOf(manifest: Manifest, match: RegExp): Set<string> {
  const files = new Set<string>();
  for (const [key, entry] of Object.entries(manifest)) {
    if (match.test(entry.src ?? key)) files.add(entry.file);
  }
  return files;
}

/** A manifest chunk and every chunk it imports statically (what loading it fetches). */
export function chunkClosure(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || found.has(entry.file)) return found;
  found.add(entry.file);
  for (const imported of entry.imports ?? []) chunkClosure(manifest, imported, found);
  return found;
}

/**
 * The JS a first visit to a route fetches: the entry's, the route module's chunk with its imports,
 * and what is loaded beside it: a data page's loader (src/app/route-data.ts), the query client of
 * a page that calls the API (src/lib/query/query-boundary.tsx); see routeLoads.
 */
export function routeFirstLoad(
  distDir: string,
  manifest: Manifest,
  routeSrc: string,
  besideSrcs: readonly string[] = [],
  htmlFile = 'spa-shell.html',
): string[] {
  const files = new Set(initialJsFiles(distDir, htmlFile));
  chunkClosure(manifest, routeSrc, files);
  for (const src of besideSrcs) chunkClosure(manifest, src, files);
  return [...files];
}

export type RouteLoads = { page: string; queryClient: boolean; loader?: string };

/**
 * What each route module (src/app/routes/<name>.route.ts, read as text) loads: its page's chunk,
 * with the query client beside it when `queryClient: true` (src/app/routes.tsx), and its
 * first-data loader (src/app/route-data.ts), as sources of the client manifest.
 */
export function routeLoads(routeModuleSources: readonly string[]): RouteLoads[] {
  return routeModuleSources.map((source) => {
    const page = /\bpage: \(\) => import\('\.\/([\w-]+)'\)/.exec(source)?.[1];
    if (!page) throw new Error(`a route module without page: () => import('./<name>'):\n${source}`);
    const loader = /\bloader: \(\) => import\('@\/([\w/-]+)'\)/.exec(source)?.[1];
    return {
      page: `src/app/routes/${page}.tsx`,
      queryClient: /\bqueryClient: true\b/.test(source),
      loader: loader && `src/${loader}.ts`,
    };
  });
}
