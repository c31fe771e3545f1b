import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { CURRENT_PATH_KEY, PREV_PATH_KEY } from '@/config/constants';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Shifts currentPath into prevPath and stores the new path. Same-path re-renders change nothing. */
export function recordNavigation(storage: StorageLike, path: string): void {
  const current = storage.getItem(CURRENT_PATH_KEY);
  if (current === path) return;
  if (current !== null) storage.setItem(PREV_PATH_KEY, current);
  storage.setItem(CURRENT_PATH_KEY, path);
}

/** Keeps prevPath and currentPath in session storage on every navigation (sign-in pages return to prevPath). */
export function useNavigationMemory(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    try {
      recordNavigation(window.sessionStorage, pathname + search);
    } catch {
      // Session storage can be unavailable; navigation still works without the memory.
    }
  }, [pathname, search]);
}
