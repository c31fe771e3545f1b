import type { ComponentType } from 'react';
import type { PageDataLoader } from '@/lib/page-data';
import type { Language } from '@/lib/i18n/languages';

/** A page module: its default export is the page (app/routes/<name>.tsx, its own chunk). */
export type PageModule = { default: ComponentType };

/**
 * What the server and the build do with a route besides rendering it: the `handle` export of
 * app/routes/<name>.route.ts. Read on the server only (app/route-handles.ts): no first load
 * carries it.
 */
export type RouteHandle = {
  /**
   * Written to static HTML at build time in every language (scripts/prerender.ts), with its own
   * title, description, canonical link and social-card tags; 'without-query': its markup depends on
   * the query string, so it is rendered with none and rendered afresh on a URL with a query.
   */
  prerender?: true | 'without-query';
  /** The loader reads the visitor's own data, with their cookies: never cached, never shared. */
  personal?: true;
};

/**
 * A route as the browser needs it to start any page: the `route` export of
 * app/routes/<name>.route.ts. Every first load carries every route's, so it stays small; the
 * module's other exports (handle, meta) are plain data the build leaves out of it.
 */
export type RouteModule = {
  /** React Router's pattern (e.g. /labs/:id; * for every other URL). */
  path: string;
  /** The page's own chunk, fetched on first visit. */
  page: () => Promise<PageModule>;
  /**
   * The page's first data: the server renders the page with it (entry-server.tsx), the browser
   * starts it beside the page's chunk (main.tsx). Lazy, so no other page loads it.
   */
  loader?: () => Promise<PageDataLoader>;
  /** The page calls the API: its chunk comes with TanStack Query's client (withQueryClient). */
  queryClient?: true;
};

/** An inner page is named ("<name> | SehatLink"); the home page has its own whole title. */
export type MetaText = { name: string; description: string } | { title: string; description: string };

/**
 * Title and description in every language: the `meta` export of app/routes/<name>.route.ts, for
 * search results, the browser tab and social cards. Read with the route's pattern (no /ur prefix);
 * no bidi isolates in <head> text. It is not in any first load: the server and the prerender read it
 * before rendering, the browser after the page has rendered (app/route-meta.ts).
 */
export type RouteMeta = Record<Language, MetaText>;
