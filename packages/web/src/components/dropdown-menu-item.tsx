import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './dropdown-menu.module.css';

export type DropdownItem =
  | { key: string; label: ReactNode; to: string; icon?: ReactNode }
  /** A page outside the portal, opened in a new tab; ariaLabel says so. */
  | { key: string; label: ReactNode; href: string; ariaLabel: string; icon?: ReactNode }
  | { key: string; label: ReactNode; onSelect: () => void; icon?: ReactNode; tone?: 'danger' }
  | { key: string; label: ReactNode; status: true };

type Props = { item: DropdownItem; onClose: () => void };

/** One entry of a DropdownMenu: a page, a page outside the portal, an action or a status line. */
export function DropdownMenuItem({ item, onClose }: Props) {
  if ('to' in item)
    return (
      <Link to={item.to} role="menuitem" tabIndex={-1} className={classes.item} onClick={onClose}>
        {item.icon}
        <span>{item.label}</span>
      </Link>
    );
  if ('href' in item)
    return (
      <a
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        role="menuitem"
        tabIndex={-1}
        aria-label={item.ariaLabel}
        className={classes.item}
        onClick={onClose}
      >
        {item.icon}
        <span>{item.label}</span>
      </a>
    );
  if ('onSelect' in item)
    return (
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={classes.item}
        data-tone={item.tone}
        onClick={() => {
          onClose();
          item.onSelect();
        }}
      >
        {item.icon}
        <span>{item.label}</span>
      </button>
    );
  return (
    <span role="menuitem" aria-disabled="true" tabIndex={-1} className={classes.status}>
      {item.label}
    </span>
  );
}
