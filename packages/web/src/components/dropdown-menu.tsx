import type { ReactNode } from 'react';
import { DropdownMenuItem, type DropdownItem } from './dropdown-menu-item';
import { useMenuButton } from './use-menu-button';
import classes from './dropdown-menu.module.css';

export type { DropdownItem };

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

/**
 * The header's menus (products, labs, login, More, the user's), a WAI-ARIA menu button written by
 * hand (use-menu-button.ts) because the header is on every first load. Measured for issue 35
 * (production build, gzip -9, tests/size): Mantine's Menu, with Popover and Floating UI, adds
 * 28,923 bytes to /, taking it from 134,194 to 163,117 bytes against its 138,240-byte (135 KB)
 * budget, and 21,880 to 28,932 bytes to every other route, 19 of the 30 over the
 * 171,008-byte (167 KB) budget (doctor-profile 193,668, checkout 193,230).
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
  const menu = useMenuButton(onOpen, openOnHover);
  const close = () => menu.close();
  return (
    <div className={classes.root} {...menu.root} data-testid={testId}>
      <button type="button" className={buttonClassName} aria-haspopup="menu" {...menu.button}>
        {label}
      </button>
      {menu.opened && (
        <ul role="menu" className={classes.menu} data-align={align} style={{ width }} {...menu.menu}>
          {heading && (
            <li role="none" aria-hidden="true" className={classes.heading}>
              {heading}
            </li>
          )}
          {items.map((item) => (
            <li key={item.key} role="none">
              <DropdownMenuItem item={item} onClose={close} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
