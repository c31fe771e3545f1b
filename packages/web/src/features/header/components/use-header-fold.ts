import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { SMALL_SCREEN_MAX_PX } from '@/config/constants';
import { foldAt, nextFoldLevel, rowOverflows, type Fold, type FoldLevel } from '../lib/fold';

// The server has no layout: no warning there, the browser measures after hydration.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Where the row holds more than the logo and the burger (the header's `visibleFrom="xs"`). */
const ROW_HAS_ITEMS = `(min-width: ${SMALL_SCREEN_MAX_PX + 1}px)`;

/**
 * The window's width and a tick when the web fonts arrive (both change what fits), or '' on a
 * phone, where the row holds only the logo and the burger and nothing can fold: a phone then never
 * re-renders the header or measures it (a forced layout of the whole page in the hydration task).
 */
function useLayoutInputs(): string {
  const [inputs, setInputs] = useState('');
  useEffect(() => {
    let fontTick = 0;
    const wide = window.matchMedia(ROW_HAS_ITEMS);
    // The same '' on a phone: React keeps the state and renders nothing again.
    const update = () => setInputs(wide.matches ? `${window.innerWidth}:${fontTick}` : '');
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
 * grows later (a lazy menu) folds further. Phones never measure (see useLayoutInputs).
 */
export function useHeaderFold(row: RefObject<HTMLElement | null>, contentKey: string): Fold {
  const inputs = useLayoutInputs();
  const measuring = inputs !== '';
  const key = `${contentKey}|${inputs}`;
  const [measured, setMeasured] = useState<{ key: string; level: FoldLevel }>({ key: '', level: 0 });
  const level = measuring && measured.key === key ? measured.level : 0;
  // Content that arrives later (the lazy user menu) resizes a child, so the row is measured again.
  const [, setResized] = useState(0);
  useEffect(() => {
    const element = row.current;
    if (!measuring || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setResized((count) => count + 1));
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [row, measuring]);
  // After every render on a laptop: a text that changes inside a squeezed child (a catalogue that
  // arrives) may overflow the row without resizing the child the observer watches.
  useIsomorphicLayoutEffect(() => {
    const element = row.current;
    if (!measuring || !element) return;
    const next = nextFoldLevel(level, rowOverflows(element));
    if (next !== level || measured.key !== key) setMeasured({ key, level: next });
  });
  return foldAt(level);
}
