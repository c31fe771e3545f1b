import { paths } from './paths.ts';

/**
 * The marketing pages written to static HTML at build time (scripts/prerender.mjs), each with its
 * own title, description, canonical link and social-card tags. They hydrate into the SPA; every
 * other URL gets the empty shell and renders on the client.
 */
export const prerenderedPaths: readonly string[] = [
  paths.home,
  paths.about,
  paths.contactUs,
  paths.products.clinic,
  paths.products.pharmacy,
  paths.products.hospital,
  paths.products.onlineConsultation,
  paths.privacy.faqs,
  paths.privacy.paymentPolicy,
  paths.privacy.termCondition,
  paths.privacy.privacyPolicy,
  // Not marketing, but measured entry pages (pnpm bench:web): static until the visitor acts, so
  // their first paint should not wait for the JavaScript either.
  paths.login.patient,
  paths.doctorsSearch,
];

/**
 * Prerendered pages whose markup depends on the query string (rendered with none). On a URL with
 * a query they are rendered afresh instead of hydrated; other pages ignore queries (utm_source...).
 */
export const queryDependentPaths: readonly string[] = [paths.doctorsSearch];

/** The empty SPA shell (dist/index.html holds the prerendered home page). */
export const SPA_SHELL_FILE = 'spa-shell.html';

/** Marks #root with the path its markup was rendered for; main.tsx hydrates only on a match. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered-path';
/** On query-dependent pages, marks #root with the query its markup was rendered for (empty). */
export const PRERENDERED_SEARCH_ATTRIBUTE = 'data-prerendered-search';

/** The <script type="application/json"> holding a server-rendered page's API reads (main.tsx). */
export const PAGE_DATA_ELEMENT_ID = 'ehp-page-data';
