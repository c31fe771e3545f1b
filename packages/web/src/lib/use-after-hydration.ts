import { useEffect, useState } from 'react';

/**
 * False on the server and in the first (hydrating) render, true from the next one. For parts that
 * load lazily: rendering a lazy component while the server renders (or hydrates) its HTML makes
 * React give up on the boundary (error 419) and render the page again in the browser.
 */
export function useAfterHydration(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}
