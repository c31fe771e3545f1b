// Full page loads, behind a function so tests can observe them.

/** Loads `path` as a fresh document (the router and every in-memory cache start over). */
export function hardNavigate(path: string): void {
  window.location.assign(path);
}
