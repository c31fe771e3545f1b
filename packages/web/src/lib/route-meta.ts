import { matchPath } from 'react-router-dom';
import * as seoContent from '@/content/seo';
import type { PageMeta } from '@/content/seo';
import type { Language } from './i18n/languages';
import { contentIn } from './i18n/translations';

/** The meta entry for a URL path (without its language prefix), matching patterns such as /labs/:id. */
export function metaForPath(pathname: string, language: Language = 'en'): PageMeta {
  const { seo, notFoundMeta } = contentIn(seoContent, 'seo', language);
  if (seo[pathname]) return seo[pathname];
  for (const [pattern, meta] of Object.entries(seo)) {
    if (matchPath({ path: pattern, caseSensitive: false, end: true }, pathname)) return meta;
  }
  return notFoundMeta;
}

/** The message a page shows when JavaScript is off, in its language. */
export function noscriptMessageIn(language: Language = 'en'): string {
  return contentIn(seoContent, 'seo', language).noscriptMessage;
}
