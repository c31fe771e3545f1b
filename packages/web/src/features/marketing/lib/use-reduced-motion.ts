import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** False on the server and first render; follows the OS setting after mount. */
export function useReducedMotion(): boolean {
  const [reduce, setReduce] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    setReduce(media.matches);
    const onChange = (event: MediaQueryListEvent) => setReduce(event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return reduce;
}
