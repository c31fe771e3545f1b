import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MutableRefObject,
  type PointerEvent,
  type RefObject,
} from 'react';
import { isTypeAheadKey, menuKeyTarget, typeAheadIndex } from './menu-keys';

const HOVER_CLOSE_DELAY_MS = 150;

type Focus = 'first' | 'last' | null;

const itemsOf = (menu: RefObject<HTMLUListElement | null>) =>
  Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** The button's keys: Enter, Space and ArrowDown open on the first item, ArrowUp on the last, Escape closes. */
function onButtonKey(event: KeyboardEvent, opened: boolean, open: (focus: Focus) => void, close: () => void) {
  if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    open('first');
  } else if (event.key === 'ArrowUp') {
    event.preventDefault();
    open('last');
  } else if (event.key === 'Escape' && opened) {
    event.preventDefault();
    close();
  }
}

/** The list's keys: arrows, Home and End move, a letter jumps, Escape closes to the button, Tab closes. */
function onMenuKey(event: KeyboardEvent, list: HTMLElement[], close: (returnFocus?: boolean) => void) {
  const index = list.findIndex((item) => item === document.activeElement);
  const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
  const target = menuKeyTarget(event.key, index, list.length);
  if (target !== null) {
    event.preventDefault();
    focusAt(target);
  } else if (event.key === 'Escape') {
    event.preventDefault();
    close(true);
  } else if (event.key === 'Tab') {
    close();
  } else if (isTypeAheadKey(event.key)) {
    const found = typeAheadIndex(list, index, event.key);
    if (found >= 0) focusAt(found);
  }
}

/** onOpen runs after the menu has opened, never inside a state updater: a parent's setState
 * there would update another component while this one renders (a React warning). */
function useOnOpened(opened: boolean, onOpen: (() => void) | undefined) {
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });
  useEffect(() => {
    if (opened) onOpenRef.current?.();
  }, [opened]);
}

/** Focuses the requested item once the list is rendered. */
function useFocusOnOpen(opened: boolean, pending: MutableRefObject<Focus>, menu: RefObject<HTMLUListElement | null>) {
  useEffect(() => {
    if (!opened || !pending.current) return;
    const list = itemsOf(menu);
    (pending.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    pending.current = null;
  });
}

/** A pointer press outside the menu and its button closes it. */
function useCloseOnOutsidePress(opened: boolean, root: RefObject<HTMLDivElement | null>, close: () => void) {
  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!(event.target instanceof Node) || !root.current?.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [opened, root, close]);
}

/**
 * A WAI-ARIA menu button: Enter/Space/ArrowDown open on the first item, ArrowUp on the last,
 * arrows and Home/End move, Escape closes and returns focus, Tab and outside presses close; with
 * openOnHover, a mouse over it opens it too. Returns the props of the wrapper, the button and the list.
 */
export function useMenuButton(onOpen: (() => void) | undefined, openOnHover: boolean) {
  const [opened, setOpened] = useState(false);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<Focus>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A click on a menu the pointer just opened by hovering keeps it open instead of toggling it shut.
  const openedByHover = useRef(false);

  const open = useCallback((focus: Focus = null) => {
    window.clearTimeout(closeTimer.current);
    pendingFocus.current = focus;
    setOpened(true);
  }, []);

  const close = useCallback((returnFocus = false) => {
    window.clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setOpened(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useOnOpened(opened, onOpen);
  useFocusOnOpen(opened, pendingFocus, menuRef);
  useCloseOnOutsidePress(opened, rootRef, close);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // Touch and pen only click: a mouse over the menu opens it, leaving it closes it after a delay.
  const hover = openOnHover && {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      if (!opened) openedByHover.current = true;
      open();
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      closeTimer.current = window.setTimeout(() => close(), HOVER_CLOSE_DELAY_MS);
    },
  };

  return {
    opened,
    close,
    root: { ref: rootRef, ...hover },
    button: {
      ref: buttonRef,
      id: buttonId,
      'aria-expanded': opened,
      'aria-controls': opened ? menuId : undefined,
      onClick: () => {
        if (opened && openedByHover.current) openedByHover.current = false;
        else if (opened) close();
        else open();
      },
      onKeyDown: (event: KeyboardEvent) => onButtonKey(event, opened, open, close),
    },
    menu: {
      ref: menuRef,
      id: menuId,
      'aria-labelledby': buttonId,
      onKeyDown: (event: KeyboardEvent) => onMenuKey(event, itemsOf(menuRef), close),
    },
  };
}
