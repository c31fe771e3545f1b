/** A page's title and description, for search results, the browser tab and social cards. */
export type PageMeta = { title: string; description: string };

// Each route's own title and description are in its module (app/routes/<name>.route.ts, `meta`).

/** Shown in place of the app when JavaScript is off (the page's <noscript>, written by the server render). */
export const noscriptMessage = 'SehatLink needs JavaScript for booking and sign-in. Call 0311-1222398 for help.';
