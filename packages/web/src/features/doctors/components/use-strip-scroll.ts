import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A sideways-scrolling row: whether more lies before or after the visible part, and a step of
 * most of its width either way. Works in both directions (scrollLeft is negative in RTL).
 */
export function useStripScroll<T extends HTMLElement>(selected: string | null) {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const scrolled = Math.abs(el.scrollLeft);
    const room = el.scrollWidth - el.clientWidth;
    setEdges({ before: scrolled > 1, after: scrolled < room - 1 });
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // The chosen day (say, kept across sign-in) is scrolled into view, without moving the page.
    const pressed = el.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (pressed) {
      const rtl = getComputedStyle(el).direction === 'rtl';
      const offset = rtl
        ? pressed.offsetLeft + pressed.offsetWidth - el.clientWidth
        : pressed.offsetLeft - el.offsetLeft;
      if (Math.abs(offset) > el.clientWidth / 2) el.scrollLeft = offset;
    }
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [measure, selected]);

  const step = (forward: boolean) => {
    const el = ref.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    const distance = el.clientWidth * 0.8 * (forward ? 1 : -1) * (rtl ? -1 : 1);
    el.scrollBy({ left: distance, behavior: 'smooth' });
  };

  return { ref, edges, measure, step };
}
