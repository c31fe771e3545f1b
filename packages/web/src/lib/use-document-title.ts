import { useEffect } from 'react';

/**
 * Sets document.title from inside a page, e.g. to name the lab or the online finder. The layout
 * sets the route's default title in its own effect, which runs after the page's (effects run child
 * first), so this waits one task to win. null leaves the layout's title alone.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    const timer = window.setTimeout(() => {
      document.title = title;
    }, 0);
    return () => window.clearTimeout(timer);
  }, [title]);
}
