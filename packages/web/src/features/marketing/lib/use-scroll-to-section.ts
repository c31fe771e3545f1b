import { useEffect } from 'react';

/** Brings a section into view (and moves focus to it for screen readers) once, when `when` is true. */
export function useScrollToSection(sectionId: string, when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const frame = window.requestAnimationFrame(() => {
      const section = document.getElementById(sectionId);
      if (!section) return;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
      const heading = section.querySelector<HTMLElement>('h2');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
    });
    return () => window.cancelAnimationFrame(frame);
  }, [sectionId, when]);
}
