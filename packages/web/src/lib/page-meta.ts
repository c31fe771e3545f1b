import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { notFoundMeta, seo, type PageMeta } from '@/content/seo';

/** The meta entry for a URL path, matching patterns such as /labs/:id. */
export function metaForPath(pathname: string): PageMeta {
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

/** Applies the route's title and description after each navigation. */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = metaForPath(pathname);
    document.title = meta.title;
    setMetaDescription(meta.description);
  }, [pathname]);
}
