/**
 * Marks where a long page goes on past the first screen of a phone and of a laptop. The prerender
 * (aboveTheFold in server/page-html.ts) inlines only the CSS rules of the markup before it (the
 * footer's too are left out); the rest come with the page's whole stylesheets, which load just
 * after the first paint. That keeps a landing page's HTML inside a new connection's first round
 * trip. Put it only where nothing after it shows on a 1920 × 1080 screen before scrolling.
 */
export function BelowTheFold() {
  return <span data-fold="" hidden />;
}
