// The critical CSS of a rendered page: the rules its markup above the fold uses, inlined, with the
// whole stylesheets handed to the after-first-paint loader (document-head.ts's entryLoader).
import Beasties from 'beasties';
import { escapeHtml } from './document-head.ts';
import { withoutUnusedCustomProperties } from './unused-custom-properties.ts';

/** A route pattern's critical CSS in a language: its inlined rules and the whole stylesheets. */
export interface CriticalCss {
  styles: string[];
  files: string[];
}

const DEFERRED_STYLE = /<link\b[^>]*\bdata-deferred-style="1"[^>]*>/g;

type BeastiesOptions = NonNullable<ConstructorParameters<typeof Beasties>[0]>;

/**
 * No link or loader for the stylesheets Beasties defers: the portal's own loader adds them. (Beasties
 * reads `false` so, but its types list only the modes that do add one.)
 */
const NO_PRELOAD = false as unknown as BeastiesOptions['preload'];

/** Beasties as the portal runs it over its pages (of the client build in `distDir`). */
export function createBeasties(distDir: string): Beasties {
  return new Beasties({
    path: distDir,
    publicPath: '/',
    preload: NO_PRELOAD,
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
}

/**
 * The markup whose CSS rules a page inlines: all of it, or, on a long page marked with data-fold
 * (components/below-the-fold.tsx), what comes before the mark (the rest of <main> and the footer
 * are not on the first screen; their rules come with the stylesheets just after the first paint).
 */
export function aboveTheFold(html: string): string {
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
 * rules keep only the custom properties that markup reads (unused-custom-properties.ts).
 */
export async function criticalCss(beasties: Beasties, html: string): Promise<{ html: string; critical: CriticalCss }> {
  const STYLE = /<style>([\s\S]*?)<\/style>/g;
  const shown = aboveTheFold(html);
  const before = new Set(Array.from(shown.matchAll(STYLE), (match) => match[0]));
  const processed = await beasties.process(shown);
  const styles = Array.from(processed.matchAll(STYLE))
    .filter(([element]) => !before.has(element))
    .map(([element, css]) => `<style>${withoutUnusedCustomProperties(css, processed.replace(element, ''))}</style>`);
  const files = Array.from(html.matchAll(DEFERRED_STYLE), ([link]) => /\bhref="([^"]+)"/.exec(link)?.[1] ?? '');
  const critical = { styles, files };
  return { html: withCriticalCss(html, critical), critical };
}

/**
 * The critical CSS worked out once for a route pattern in a language, applied to another render
 * of it: its rules in place of the first deferred stylesheet, the whole files after the first paint.
 * (Beasties costs as much as the React render; the pages of one pattern share their markup's shape.)
 */
export function withCriticalCss(html: string, { styles, files }: CriticalCss): string {
  let first = true;
  const page = html.replace(DEFERRED_STYLE, () => {
    if (!first) return '';
    first = false;
    return styles.join('');
  });
  return withStyleLoader(page, files);
}

/** Hands the whole stylesheets to the after-first-paint loader, with a <noscript> fallback. */
function withStyleLoader(page: string, files: string[]): string {
  const noscript = files.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return page
    .replace('data-styles="-"', () => `data-styles="${escapeHtml(files.join(' '))}"`)
    .replace('</head>', () => `<noscript>${noscript}</noscript>\n  </head>`);
}
