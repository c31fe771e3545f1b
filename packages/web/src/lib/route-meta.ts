import { matchPath } from 'react-router-dom';
import { notFoundMeta, seo, type PageMeta } from '@/content/seo';

/** The meta entry for a URL path, matching patterns such as /labs/:id. */
export function metaForPath(pathname: string): PageMeta {
  if (seo[pathname]) return seo[pathname];
  for (const [pattern, meta] of Object.entries(seo)) {
    if (matchPath({ path: pattern, caseSensitive: false, end: true }, pathname)) return meta;
  }
  return notFoundMeta;
}
