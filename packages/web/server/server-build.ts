// What the production server reads of the portal's server build (dist-server/: src/entry-server.tsx
// and the site facts it needs, built by scripts/prerender.ts), loaded at run time from the build.
// scripts/server-build-check.ts checks these types against src/ itself, so they cannot drift.
import type { RenderTurn } from './render-limit.ts';

/** A page rendered by src/entry-server.tsx (its RenderResult, as far as the server reads it). */
export interface RenderResult {
  html: string;
  language: string;
  meta: { title: string; description: string };
  noscript: string;
  rootAttributes: Record<string, string>;
  /** The API reads the markup shows, for the browser's query cache (null: the page read none). */
  state: { queries: readonly unknown[] } | null;
}

export interface RenderOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
  turn?: RenderTurn;
}

/** The modules of dist-server/ (page-html.ts's SERVER_ENTRIES) merged into one object. */
export interface ServerBuild {
  // entry-server
  render(url: string, options?: RenderOptions): Promise<RenderResult>;
  VisitorGone: new () => Error;
  pageDataPattern(pathname: string): string | null;
  pageDataIsPersonal(pattern: string): boolean;
  /** The route patterns of the data pages (the routes' handles, app/route-handles.ts). */
  pageDataPaths: readonly string[];
  /** The prerendered pages, and those of them written without a query (the routes' handles). */
  prerenderedPaths: readonly string[];
  queryDependentPaths: readonly string[];
  // prerender (src/config/prerender.ts)
  SPA_SHELL_FILE: string;
  PRERENDERED_SEARCH_ATTRIBUTE: string;
  PAGE_DATA_ELEMENT_ID: string;
  // env and company
  env: { productionHost: string };
  company: { name: string };
  // languages (src/lib/i18n/languages.ts)
  languages: readonly string[];
  defaultLanguage: string;
  languageDirection: Record<string, string>;
  languageLocale: Record<string, string>;
  withoutLanguage(pathname: string): string;
  pathInLanguage(path: string, language: string): string;
}
