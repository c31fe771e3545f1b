import { createRequire } from 'node:module';
import { realpathSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { precompiledCatalogues } from './scripts/compile-catalogues.ts';
import { prerenderedPages } from './scripts/prerendered-pages.ts';

const mockUrl = process.env.MOCK_URL || 'http://127.0.0.1:4000';

// The mock server (or a real API) answers /api and the socket.io path /notify; the mock's simulated
// payment gateway (/__gateway) is served from the portal's origin too, so its form and its return
// to /appointment/payment/checkout/{id} stay on one origin.
const proxy = {
  '/api': { target: mockUrl, changeOrigin: true },
  '/notify': { target: mockUrl, changeOrigin: true, ws: true },
  '/__gateway': { target: mockUrl, changeOrigin: true },
};

/**
 * react-router 7 only exports its development build (warnings and checks included). Production
 * bundles use the production build it ships beside it: about a tenth smaller.
 */
function reactRouterProductionAliases(): Alias[] {
  const fromWeb = createRequire(fileURLToPath(import.meta.url));
  const fromDom = createRequire(realpathSync(fromWeb.resolve('react-router-dom')));
  const devEntry = fromDom.resolve('react-router');
  const productionDir = devEntry.replace(/[\\/]development[\\/].*$/, '/production/');
  return [
    { find: /^react-router$/, replacement: `${productionDir}index.mjs` },
    { find: /^react-router\/dom$/, replacement: `${productionDir}dom-export.mjs` },
  ];
}

type ModuleGraph = {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
};

const entry = fileURLToPath(new URL('./src/entry-client.tsx', import.meta.url));

/**
 * Names the chunk of a module that the first page load needs: one 'app' chunk for everything the
 * entry imports statically (instead of a dozen tiny shared chunks), nothing for lazy-only code.
 */
function firstLoadGroup() {
  const memo = new Map<string, boolean>();
  const staticallyFromEntry = (id: string, graph: ModuleGraph, seen: Set<string>): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return false;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    const result =
      !!info && (id === entry || info.importers.some((importer) => staticallyFromEntry(importer, graph, seen)));
    memo.set(id, result);
    return result;
  };
  // Only the portal's own modules: a library barrel (e.g. @mantine/core's index) would make every
  // component it re-exports look statically reachable.
  // @ehp/api-types is a barrel too: its rules (slots, payment codes, conditions) are page code.
  const isLibrary = (id: string) => id.includes('/node_modules/') || id.includes('/packages/api-types/');
  // The entry module (entry-client.tsx, one call) stays in the entry chunk: index.html's one script,
  // which server/page-html.ts adds after the first paint.
  return (id: string, graph: ModuleGraph) =>
    id !== entry && !isLibrary(id) && staticallyFromEntry(id, graph, new Set()) ? 'app' : null;
}

/**
 * Names the modules of a feature that each of its pages loads at first (statically from every
 * page, or from the pages' shared data loader): one chunk for them, where automatic splitting
 * makes one small chunk per set of importers. Modules another page or the entry also reaches
 * statically are left alone, so no other page downloads more; code loaded later (a lazy drawer)
 * may import from the chunk.
 */
function sharedByPages(feature: string, pages: readonly string[], loader: string, name: string) {
  const root = fileURLToPath(new URL('./', import.meta.url));
  const pageIds = new Set(pages.map((page) => root + page));
  const loaderId = root + loader;
  const memo = new Map<string, ReadonlySet<string> | null>();
  /** The pages (or the loader) that reach a module statically; null when something else does. */
  const reachedBy = (id: string, graph: ModuleGraph, seen: Set<string>): ReadonlySet<string> | null => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    if (pageIds.has(id) || id === loaderId) return new Set([id]);
    if (seen.has(id)) return new Set();
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) return null;
    // A lazy module's own chunk: it is no page's first load (the entry has no importer at all).
    if (info.importers.length === 0) return info.dynamicImporters.length > 0 ? new Set() : null;
    const found = new Set<string>();
    for (const importer of info.importers) {
      const from = reachedBy(importer, graph, seen);
      if (from === null) {
        memo.set(id, null);
        return null;
      }
      for (const page of from) found.add(page);
    }
    memo.set(id, found);
    return found;
  };
  return (id: string, graph: ModuleGraph) => {
    if (!id.startsWith(root + feature) || pageIds.has(id) || id === loaderId) return null;
    const from = reachedBy(id, graph, new Set());
    return from && (from.has(loaderId) || pages.every((page) => from.has(root + page))) ? name : null;
  };
}

export default defineConfig(({ command }) => ({
  // prerenderedPages: `vite preview` serves dist/<path>/index.html (scripts/prerender.ts) like a static host.
  // precompiledCatalogues: i18n/<language>.ts messages compiled at build time (no ICU parser shipped).
  plugins: [react(), prerenderedPages(), precompiledCatalogues()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      ...(command === 'build' ? reactRouterProductionAliases() : []),
    ],
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 5173, strictPort: true, proxy },
  build: {
    target: 'es2022',
    // A lazy chunk's JavaScript dependencies are fetched by the browser as it reads the chunk,
    // not linked one by one by Vite's loader: a page's chunk has some 40 of them, and linking them
    // was the largest part of the first load's longest task (Lighthouse TBT on /labs/1 119 → 52 ms,
    // /doctors/search 176 → 87). Their stylesheets are still linked, so nothing shows unstyled.
    // The server-rendered pages link their own chunk from the start (server/page-html.ts).
    // No modulepreload polyfill: it was the entry chunk's whole 413 B gzip, on every first load, for
    // browsers without <link rel="modulepreload"> (Safari before 17, Firefox before 115), which now
    // fetch the chunks the page-start loader names when the app imports them rather than beside
    // the entry. The entry chunk is now entry-client.tsx's one call (about 60 B). It paid for the
    // route table of issue 35 (src/app/route-table.ts).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    cssCodeSplit: true,
    rolldownOptions: {
      // By default rolldown folds modules shared by several lazy pages into the entry chunk,
      // which puts page-only code (Mantine Popover, Select, ...) on every first load.
      // The first-load code is grouped explicitly below instead.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      output: {
        codeSplitting: {
          groups: [
            // Needed on every page and rarely changes: its own long-cached chunk.
            // Mantine is left to automatic splitting so components used only by lazy
            // routes stay out of the first load.
            {
              name: 'react-vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 20,
            },
            // Only ever reached through dynamic import() (signed-in patients, video calls).
            {
              name: 'realtime',
              test: /[\\/]node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io[\\/]component-emitter|xmlhttprequest-ssl|ws|debug|ms)[\\/]/,
              priority: 10,
            },
            // TanStack Query and the API client: loaded with the pages and components that call
            // the API (src/lib/query/query-boundary.tsx), as one chunk rather than a handful of
            // small ones. Its provider and context stay in the first load (query-boundary.tsx).
            {
              name: 'api',
              test: (id: string) =>
                (/[\\/]node_modules[\\/](@tanstack[\\/](query-core|react-query)|openapi-fetch|openapi-react-query)[\\/]/.test(
                  id,
                ) &&
                  !/QueryClientProvider/.test(id)) ||
                /[\\/]src[\\/]lib[\\/](api|query[\\/]query-client)\.ts$/.test(id),
              priority: 15,
              // Its dependencies in the first load (config/env.ts) stay there.
              includeDependenciesRecursively: false,
            },
            // The doctor search and profile pages share their dates, schedule, search parameters,
            // queries and shared messages: one chunk instead of half a dozen small ones.
            {
              name: sharedByPages(
                'src/features/doctors/',
                ['src/app/routes/doctors-search.tsx', 'src/app/routes/doctor-profile.tsx'],
                'src/features/doctors/api/page-data.ts',
                'doctors',
              ),
              priority: 6,
              includeDependenciesRecursively: false,
            },
            // Everything else the entry imports statically ships as one chunk.
            { name: firstLoadGroup(), priority: 5 },
          ],
        },
      },
    },
  },
}));
