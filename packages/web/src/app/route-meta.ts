import type { PageMeta } from '@/content/seo';
import type { Language } from '@/lib/i18n/languages';
import { pageTitle } from '@/lib/page-title';
import type { MetaText, RouteMeta } from './route';
import { matchRoute } from './route-table';

/**
 * Each route's meta, its own small chunk: the same module as its route, under another query, of
 * which the build keeps only `meta` (and the first load's copy only `route`, route-table.ts). The
 * browser loads this module after the first render (lib/page-meta.ts) and a route's meta on its
 * first visit: no page's first load carries titles, and an English page none in Urdu.
 */
const metaModules = import.meta.glob<RouteMeta>('./*.route.ts', { base: './routes', query: '?meta', import: 'meta' });

const pageMeta = (text: MetaText): PageMeta =>
  'title' in text ? text : { title: pageTitle(text.name), description: text.description };

/**
 * The title and description of the page at `pathname` (without its language prefix, e.g. /labs/7
 * matches /labs/:id), in `language`; unknown paths get the not-found page's.
 */
export async function metaForPath(pathname: string, language: Language): Promise<PageMeta> {
  const match = matchRoute(pathname);
  const load = match && metaModules[match.route.file];
  if (!load) throw new Error(`no route for ${pathname}`);
  return pageMeta((await load())[language]);
}
