import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './dropdown-menu.module.css';

export type DropdownItem =
  | { key: string; label: ReactNode; to: string; icon?: ReactNode }
  /** A page outside the portal, opened in a new tab; ariaLabel says so. */
  | { key: string; label: ReactNode; href: string; ariaLabel: string; icon?: ReactNode }
  | { key: string; label: ReactNode; onSelect: () => void; icon?: ReactNode; tone?: 'danger' }
  | { key: string; label: ReactNode; status: true };

type Props = {
  /** Content of the trigger button. */
  label: ReactNode;
  items: DropdownItem[];
  /** Heading shown at the top of the list, e.g. 'Sign in as'. */
  heading?: string;
  align?: 'start' | 'end';
  buttonClassName?: string;
  /** Called whenever the menu opens (for lazy data such as the labs list). */
  onOpen?: () => void;
  /** Pointer hover opens the menu too (click and keyboard always work). */
  openOnHover?: boolean;
  width?: number;
  'data-testid'?: string;
};

const HOVER_CLOSE_DELAY_MS = 150;

/**
 * WAI-ARIA menu button: Enter/Space/ArrowDown open on the first item, ArrowUp on the last,
 * arrows and Home/End move, Escape closes and returns focus, Tab and outside clicks close.
 * Written by hand so the first load carries no positioning library.
 */
export function DropdownMenu({
  label,
  items,
  heading,
  align = 'start',
  buttonClassName,
  onOpen,
  openOnHover = true,
  width = 240,
  'data-testid': testId,
}: Props) {
  const [opened, setOpened] = useState(false);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A click on a menu the pointer just opened by hovering keeps it open instead of toggling it shut.
  const openedByHover = useRef(false);

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const open = useCallback((focus: 'first' | 'last' | null = null) => {
    window.clearTimeout(closeTimer.current);
    pendingFocus.current = focus;
    setOpened(true);
  }, []);

  // onOpen runs after the menu has opened, never inside a state updater: a parent's setState
  // there would update another component while this one renders (a React warning).
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });
  useEffect(() => {
    if (opened) onOpenRef.current?.();
  }, [opened]);

  const close = useCallback((returnFocus = false) => {
    window.clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setOpened(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Focus the requested item once the list is rendered.
  useEffect(() => {
    if (!opened || !pendingFocus.current) return;
    const list = menuItems();
    (pendingFocus.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    pendingFocus.current = null;
  });

  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !rootRef.current?.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [opened, close]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
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
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = menuItems();
    const index = list.findIndex((item) => item === document.activeElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close();
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const next = list.findIndex(
            (el, i) => i > index && el.textContent?.trim().toLowerCase().startsWith(event.key.toLowerCase()),
          );
          const wrapped =
            next >= 0
              ? next
              : list.findIndex((el) => el.textContent?.trim().toLowerCase().startsWith(event.key.toLowerCase()));
          if (wrapped >= 0) focusAt(wrapped);
        }
    }
  };

  const hoverProps = openOnHover
    ? {
        onPointerEnter: (event: React.PointerEvent) => {
          if (event.pointerType !== 'mouse') return;
          if (!opened) openedByHover.current = true;
          open();
        },
        onPointerLeave: (event: React.PointerEvent) => {
          if (event.pointerType !== 'mouse') return;
          closeTimer.current = window.setTimeout(() => close(), HOVER_CLOSE_DELAY_MS);
        },
      }
    : {};

  return (
    <div ref={rootRef} className={classes.root} {...hoverProps} data-testid={testId}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={opened ? menuId : undefined}
        onClick={() => {
          if (opened && openedByHover.current) openedByHover.current = false;
          else if (opened) close();
          else open();
        }}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </button>
      {opened && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={classes.menu}
          data-align={align}
          style={{ width }}
          onKeyDown={onMenuKeyDown}
        >
          {heading && (
            <li role="none" aria-hidden="true" className={classes.heading}>
              {heading}
            </li>
          )}
          {items.map((item) => (
            <li key={item.key} role="none">
              {'to' in item ? (
                <Link to={item.to} role="menuitem" tabIndex={-1} className={classes.item} onClick={() => close()}>
                  {item.icon}
                  <span>{item.label}</span>
                </Link>
              ) : 'href' in item ? (
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  role="menuitem"
                  tabIndex={-1}
                  aria-label={item.ariaLabel}
                  className={classes.item}
                  onClick={() => close()}
                >
                  {item.icon}
                  <span>{item.label}</span>
                </a>
              ) : 'onSelect' in item ? (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={classes.item}
                  data-tone={item.tone}
                  onClick={() => {
                    close();
                    item.onSelect();
                  }}
                >
                  {item.icon}
                  <span>{item.label}</span>
                </button>
              ) : (
                <span role="menuitem" aria-disabled="true" tabIndex={-1} className={classes.status}>
                  {item.label}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
