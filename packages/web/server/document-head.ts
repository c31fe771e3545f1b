// The parts of a rendered page's document around its markup: the page's own head tags (title,
// description, canonical link, social-card tags, hreflang alternates, the Urdu font), its start
// chunks, and the after-first-paint loader that keeps the scripts off the first-paint path.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RenderResult, ServerBuild } from './server-build.ts';

/** An entry of the client build's .vite/manifest.json, as far as the pages read it. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk | undefined>;

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The stylesheets a client manifest entry needs, its static imports included. */
export function stylesOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [...(entry.css ?? []), ...(entry.imports ?? []).flatMap((imported) => stylesOf(manifest, imported, seen))];
}

/** The JavaScript files of a client manifest entry: its own, then those it imports statically. */
export function scriptsOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((imported) => scriptsOf(manifest, imported, seen))];
}

/**
 * After the first contentful paint, a tiny inline script adds:
 * - the page's whole stylesheets (the markup already carries the rules it uses). They load as
 *   print stylesheets and all apply together when the last one is here: one alone would reorder
 *   the cascade for a moment and shift the page;
 * - the entry script, and module preloads for the few chunks the app starts with (data-modules:
 *   the entry's, the page's, the language's), so they download beside the entry, not after it;
 * - the web app manifest, only needed to install the portal (on the first-paint path it cost
 *   Lighthouse LCP on /ur 150 ms).
 * A hidden tab never paints: it loads at once; a browser without paint timing, after a short wait.
 */
const entryLoader = (src: string, manifest = '') =>
  `<script data-entry="${escapeHtml(src)}" data-manifest="${escapeHtml(manifest)}" data-styles="-" data-modules="-">` +
  `(function(){var done=0,d=document,me=d.currentScript,pending=0,sheets=[];` +
  `function attr(n){return me.getAttribute(n)}` +
  `function add(rel,u){var l=d.createElement('link');l.rel=rel;l.crossOrigin='';` +
  `if(rel==='stylesheet'){l.media='print';l.onload=l.onerror=applied;pending++;sheets.push(l)}l.href=u;d.head.appendChild(l)}` +
  `function applied(){if(--pending===0)sheets.forEach(function(l){l.media='all'})}` +
  `function each(n,rel){attr(n).split(' ').forEach(function(u){if(u[0]==='/')add(rel,u)})}` +
  `function go(){if(done++)return;each('data-styles','stylesheet');` +
  `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=attr('data-entry');d.head.appendChild(s);` +
  `each('data-modules','modulepreload');each('data-manifest','manifest')}` +
  `if(d.visibilityState==='hidden')return go();setTimeout(go,3000);` +
  `try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go)})` +
  `.observe({type:'paint',buffered:true})}catch(e){setTimeout(go,50)}})()</script>`;

/** A stylesheet the page needs; criticalCss() inlines the rules its markup uses and defers the file. */
const styleLink = (file: string) => `<link rel="stylesheet" href="/${file}" data-deferred-style="1">`;

/**
 * Takes the scripts and stylesheets off the first-paint path of a rendered page: no
 * modulepreloads, and the entry module and the whole stylesheets are added by a tiny inline script
 * only after the first paint (the markup carries the CSS rules it uses, see criticalCss). The page
 * is complete without JavaScript until it hydrates, so nothing waits for the app's 140 KB.
 * (Lighthouse's simulation counts every request that starts before the first paint as holding it up.)
 */
export function deferScripts(template: string): string {
  let page = template.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  // The web app manifest is only for installing the portal: linked after the first paint too.
  const manifest = /\s*<link rel="manifest" href="([^"]+)"[^>]*>/.exec(page);
  if (manifest) page = page.replace(manifest[0], '');
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(page);
  if (!entry) throw new Error('the shell has no entry <script type="module">');
  page = page.replace(entry[0], () => entryLoader(entry[1], manifest?.[1]));
  return page.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g, (_, file: string) => styleLink(file));
}

export function headTags({
  meta,
  canonical,
  siteName,
  image,
  styles,
  locale,
}: {
  meta: RenderResult['meta'];
  canonical: string;
  siteName: string;
  image: string | undefined;
  styles: string[];
  locale: string | undefined;
}): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:locale" content="${locale}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    // X reads og:title, og:description and og:image where its own tags are absent: only the card
    // type is its own (the copies cost the first round trip of /ur its last bytes).
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (image) tags.push(`<meta property="og:image" content="${escapeHtml(image)}" />`);
  // The route's stylesheets, after the shell's (criticalCss inlines what the page uses).
  for (const file of styles) tags.push(styleLink(file));
  return tags.join('\n    ');
}

/** The catalogue (and font) of the pages in another language than English. */
export const LANGUAGE_MODULE = 'src/app/i18n/urdu.tsx';

/**
 * hreflang alternates of a page in every language (x-default: English), and for another language
 * than English, its lang/dir and its chunk's @font-face rules inlined with the regular weight
 * preloaded, so the first paint already uses the Urdu font. Each inlined stylesheet is also listed
 * as a disabled <link> (never fetched): Vite's loader sees it in the page and does not add it again
 * when the chunk comes; a second copy of the @font-face rules would make the browser lay out
 * every line of Urdu text again.
 */
export async function languageTags({
  languages,
  language,
  pagePath,
  origin,
  manifest,
  distDir,
}: {
  languages: ServerBuild;
  language: string;
  pagePath: string;
  origin: string;
  manifest: Manifest;
  distDir: string;
}): Promise<{ tags: string[]; htmlAttributes: string }> {
  const alternates = languages.languages.map(
    (each) =>
      `<link rel="alternate" hreflang="${each}" href="${escapeHtml(origin + languages.pathInLanguage(pagePath, each))}" />`,
  );
  alternates.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + pagePath)}" />`);
  if (language === languages.defaultLanguage) return { tags: alternates, htmlAttributes: '' };
  const chunk = manifest[LANGUAGE_MODULE];
  const fonts = (chunk?.assets ?? []).filter((file) => /urdu-400.*\.woff2$/.test(file));
  const styles = await Promise.all(
    (chunk?.css ?? []).map(async (file) => ({ file, rules: await readFile(join(distDir, file), 'utf8') })),
  );
  const tags = [
    ...alternates,
    ...fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" />`),
    ...styles.flatMap(({ file, rules }) => [
      `<style>${rules.replace(/<\/style/gi, '<\\/style')}</style>`,
      `<link rel="stylesheet" href="/${file}" disabled data-inlined="" />`,
    ]),
  ];
  const direction = languages.languageDirection[language];
  return { tags, htmlAttributes: ` lang="${language}" dir="${direction}"` };
}

/** JSON inside <script>: nothing in it can close the element or open a comment. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** What fillTemplate puts into the template of every rendered page. */
export interface PageParts {
  result: RenderResult;
  /** The head tags (headTags and languageTags'), joined. */
  tags: string;
  /** The lang and dir of a page in another language than English ('' in English). */
  htmlAttributes: string;
  /** <div id="root">'s attributes, written out. */
  rootAttributes: string;
  /** The page's first API reads as a JSON <script> ('' when it read none). */
  data: string;
  /** The chunks the app starts with, for the after-first-paint loader. */
  startChunks: string[];
}

/** The template (deferScripts of the shell) filled with one render's page. */
export function fillTemplate(template: string, parts: PageParts): string {
  const { result } = parts;
  return template
    .replace(/<html lang="en"/, () => `<html${parts.htmlAttributes || ' lang="en"'}`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(result.meta.title)}</title>`)
    .replace(/<noscript>(?!<link)[\s\S]*?<\/noscript>/, () => `<noscript>${escapeHtml(result.noscript)}</noscript>`)
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
    .replace('</head>', `  ${parts.tags}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root"${parts.rootAttributes}>${result.html}</div>`)
    .replace('</body>', () => `${parts.data}</body>`)
    .replace(
      'data-modules="-"',
      () => `data-modules="${escapeHtml(parts.startChunks.map((file) => `/${file}`).join(' '))}"`,
    );
}
