// The names the prerender build (scripts/prerender.ts), the page server and main.tsx share. Which
// pages are prerendered is each route's handle (app/routes/<name>.route.ts, `prerender`); the list
// is derived in app/route-table.ts and handed to the build by entry-server.tsx.

/** The empty SPA shell (dist/index.html holds the prerendered home page). */
export const SPA_SHELL_FILE = 'spa-shell.html';

/** Marks #root with the path its markup was rendered for; main.tsx hydrates only on a match. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered-path';
/** On query-dependent pages, marks #root with the query its markup was rendered for (empty). */
export const PRERENDERED_SEARCH_ATTRIBUTE = 'data-prerendered-search';

/** The <script type="application/json"> holding a server-rendered page's API reads (main.tsx). */
export const PAGE_DATA_ELEMENT_ID = 'ehp-page-data';
