import { useDirection } from '@mantine/core';
import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const NEXT = { ltr: ['ArrowRight', 'ArrowDown'], rtl: ['ArrowLeft', 'ArrowDown'] } as const;
const PREVIOUS = { ltr: ['ArrowLeft', 'ArrowUp'], rtl: ['ArrowRight', 'ArrowUp'] } as const;

const enabledButtons = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));

/**
 * One Tab stop for a set of buttons (WAI-ARIA toolbar): the pressed button, else the first enabled
 * one; arrow keys (mirrored right to left), Home and End move among them. A fortnight of days and a
 * day of times then stand between the keyboard and Book as two stops (issue 34: the times and Book
 * within 10 Tabs of the top). Tab stops are set on the DOM after each render, so the buttons of
 * nested components join without passing props down.
 */
export function useRovingFocus<T extends HTMLElement>(ref: RefObject<T | null>) {
  const { dir } = useDirection();
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const buttons = enabledButtons(root);
    const stop =
      buttons.find((b) => b === document.activeElement) ??
      buttons.find((b) => b.getAttribute('aria-pressed') === 'true') ??
      buttons[0];
    for (const b of buttons) b.tabIndex = b === stop ? 0 : -1;
  });
  const onKeyDown = (event: KeyboardEvent<T>) => {
    const buttons = enabledButtons(event.currentTarget);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const { key } = event;
    let next: number | null = null;
    if ((NEXT[dir] as readonly string[]).includes(key)) next = Math.min(at + 1, buttons.length - 1);
    else if ((PREVIOUS[dir] as readonly string[]).includes(key)) next = Math.max(at - 1, 0);
    else if (key === 'Home') next = 0;
    else if (key === 'End') next = buttons.length - 1;
    if (next === null) return;
    event.preventDefault();
    for (const b of buttons) b.tabIndex = b === buttons[next] ? 0 : -1;
    buttons[next].focus();
  };
  return onKeyDown;
}
