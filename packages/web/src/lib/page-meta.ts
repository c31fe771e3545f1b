import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageMeta } from '@/content/seo';
import { useLanguage } from './i18n/language-context';
import type { Language } from './i18n/languages';
import { pageTitle } from './page-title';

/**
 * The title and description of a path (without its language prefix) in a language: the routes'
 * meta (app/route-meta.ts), fetched after the first render, not on the first load.
 */
export type MetaForPath = (pathname: string, language: Language) => Promise<PageMeta>;

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

let serverTitle: string | null = null;
/** The title the page rendered last on the server gave itself (usePageTitle); reading clears it. */
export function takeServerTitle(): string | null {
  const title = serverTitle;
  serverTitle = null;
  return title;
}

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
export function usePageMeta(metaForPath: MetaForPath): SetPageTitle {
  const { pathname } = useLocation();
  const language = useLanguage();
  // A ref, not state: a page's title must not re-render the layout. Page effects run before the
  // layout's (children first), so on a page's first render the layout already sees its title.
  const pageTitleRef = useRef<string | null>(null);
  // The shown route's own title, once its meta is here: what a page that stops naming itself gets
  // back. (Looking it up again could resolve after the next page's lookup, each route's meta being
  // its own chunk, and put the page just left's title on the next one.)
  const routeTitleRef = useRef<string | null>(null);
  useEffect(() => {
    let current = true;
    routeTitleRef.current = null;
    if (pageTitleRef.current) document.title = pageTitleRef.current;
    void metaForPath(pathname, language).then((meta) => {
      if (!current) return;
      routeTitleRef.current = meta.title;
      document.title = pageTitleRef.current ?? meta.title;
      setMetaDescription(meta.description);
    });
    return () => {
      current = false;
    };
  }, [metaForPath, pathname, language]);
  return useCallback((title) => {
    pageTitleRef.current = title;
    const shown = title ?? routeTitleRef.current;
    if (shown) document.title = shown;
  }, []);
}

/**
 * Names the page in the title ("<name> | SehatLink") instead of its route's default, e.g. the lab
 * shown or the online finder; null keeps the route's title.
 */
export function usePageTitle(name: string | null): void {
  const setPageTitle = useContext(PageTitleContext);
  const title = name === null ? null : pageTitle(name);
  // Effects do not run on the server: a server-rendered page names itself in its <title> this way.
  if (import.meta.env.SSR && title !== null) serverTitle = title;
  useEffect(() => {
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [setPageTitle, title]);
}
