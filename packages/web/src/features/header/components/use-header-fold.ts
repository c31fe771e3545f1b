import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { foldAt, nextFoldLevel, rowOverflows, type Fold, type FoldLevel } from '../lib/fold';

// The server has no layout: no warning there, the browser measures after hydration.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The window's width, and a tick when the web fonts arrive (both change what fits). */
function useLayoutInputs(): string {
  const [inputs, setInputs] = useState('');
  useEffect(() => {
    let fontTick = 0;
    const update = () => setInputs(`${window.innerWidth}:${fontTick}`);
    update();
    window.addEventListener('resize', update);
    void document.fonts?.ready.then(() => {
      fontTick += 1;
      update();
    });
    return () => window.removeEventListener('resize', update);
  }, []);
  return inputs;
}

/**
 * Keeps the header on one row: renders with nothing folded, measures the row before the browser
 * paints, and folds one more step while it overflows (the steps are in lib/fold.ts). Starts over
 * whenever the width, the fonts or the content (contentKey: session, language) change; content that
grows later (a lazy menu) folds further.
 */
export function useHeaderFold(row: RefObject<HTMLElement | null>, contentKey: string): Fold {
  const key = `${contentKey}|${useLayoutInputs()}`;
  const [measured, setMeasured] = useState<{ key: string; level: FoldLevel }>({ key: '', level: 0 });
  const level = measured.key === key ? measured.level : 0;
  // Content that arrives later (the lazy user menu) re-renders, so the row is measured again.
  const [, setResized] = useState(0);
  useEffect(() => {
    const element = row.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setResized((count) => count + 1));
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [row]);
  useIsomorphicLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const next = nextFoldLevel(level, rowOverflows(element));
    if (next !== level || measured.key !== key) setMeasured({ key, level: next });
  });
  return foldAt(level);
}
