import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import * as seoContent from '@/content/seo';
import type { PageMeta } from '@/content/seo';
import { useLanguage } from './i18n/language-context';
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

function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

type SetPageTitle = (title: string | null) => void;

/**
 * How a page names what it shows in the title. The layout provides it (usePageMeta); rendered on
 * its own (tests), a page sets the title itself.
 */
export const PageTitleContext = createContext<SetPageTitle>((title) => {
  if (title) document.title = title;
});

/**
 * Applies the route's title and description after each navigation, or the title the page gave
 * (usePageTitle) while it is shown. Returns what PageTitleContext provides to the page.
 */
export function usePageMeta(): SetPageTitle {
  const { pathname } = useLocation();
  const language = useLanguage();
  // A ref, not state: a page's title must not re-render the layout. Page effects run before the
  // layout's (children first), so on a page's first render the layout already sees its title.
  const pageTitleRef = useRef<string | null>(null);
  useEffect(() => {
    const meta = metaForPath(pathname, language);
    document.title = pageTitleRef.current ?? meta.title;
    setMetaDescription(meta.description);
  }, [pathname, language]);
  return useCallback(
    (title) => {
      pageTitleRef.current = title;
      document.title = title ?? metaForPath(pathname, language).title;
    },
    [pathname, language],
  );
}

/**
 * Names the page in the title ("<name> | SehatLink") instead of its route's default, e.g. the lab
 * shown or the online finder; null keeps the route's title.
 */
export function usePageTitle(name: string | null): void {
  const setPageTitle = useContext(PageTitleContext);
  const { pageTitle } = contentIn(seoContent, 'seo', useLanguage());
  const title = name === null ? null : pageTitle(name);
  useEffect(() => {
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [setPageTitle, title]);
}
