import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** New pages start at the top, as a full page load would; in-page #anchors are left to the browser. */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}
