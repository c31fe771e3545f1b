import { Link, NavLink } from 'react-router-dom';
import type { NavLink as NavItem } from '@/content/navigation';

type Props = {
  links: readonly NavItem[];
  linkClassName: string;
  /** Mark the link to the current page (aria-current): 'exact' for that path only, 'prefix' for pages below it too. */
  current?: 'exact' | 'prefix';
};

/** One list item per link; the caller owns the surrounding list. */
export function LinkItems({ links, linkClassName, current }: Props) {
  return links.map((link) => (
    <li key={link.id}>
      {current ? (
        <NavLink to={link.url} end={current === 'exact'} className={linkClassName}>
          {link.title}
        </NavLink>
      ) : (
        <Link to={link.url} className={linkClassName}>
          {link.title}
        </Link>
      )}
    </li>
  ));
}
