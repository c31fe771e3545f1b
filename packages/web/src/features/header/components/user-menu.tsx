import { Avatar } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DropdownMenu, type DropdownItem } from '@/components/dropdown-menu';
import { ChevronDownIcon, LogoutIcon } from '@/components/icons';
import { truncateName } from '@/lib/rules/truncate-name';
import type { SignedInSession } from '@/lib/session';
import { useSignOut } from '../api/sign-out';
import type { Fold } from '../lib/fold';
import { accountHome, avatarUrl, initialOf, roleMenus } from '../lib/account';
import classes from './account-menu.module.css';
import { useT } from '@/lib/i18n/language-context';
import { headerCatalogue } from '../i18n/en';

export function UserAvatar({ session, size = 40 }: { session: SignedInSession; size?: number }) {
  return (
    <Avatar src={avatarUrl(session)} alt={session.name} size={size} color="brand" radius="xl" variant="filled">
      {initialOf(session.name)}
    </Avatar>
  );
}

type Props = {
  session: SignedInSession;
  /** What folded out of the header row (Call Us, Request a demo), listed before Sign out. */
  extraItems?: DropdownItem[];
  /** How much of the name the row has room for (lib/fold.ts); the full name stays its title and accessible name. */
  name?: Fold['name'];
};

export default function UserMenu({ session, extraItems = [], name = 'full' }: Props) {
  const t = useT(headerCatalogue);
  const signOut = useSignOut();
  const items: DropdownItem[] = [
    ...roleMenus[session.role].map(({ id, title, url, icon: Icon }) => ({
      key: id,
      label: t(title),
      to: url,
      icon: <Icon width={16} height={16} />,
    })),
    {
      key: 'sign-out',
      label: t('signOut'),
      tone: 'danger' as const,
      icon: <LogoutIcon width={16} height={16} />,
      onSelect: () => void signOut(),
    },
  ];
  items.splice(items.length - 1, 0, ...extraItems);
  const shown = name === 'full' ? session.name : truncateName(session.name);
  return (
    <div className={classes.user} data-testid="user-menu">
      <Link
        to={accountHome[session.role]}
        className={classes.avatarLink}
        aria-label={t('myAccount', { name: session.name })}
      >
        <UserAvatar session={session} />
      </Link>
      <DropdownMenu
        label={
          <>
            <span
              title={session.name}
              aria-hidden={shown !== session.name || undefined}
              className={classes.nameText}
              data-tight={name === 'tight' || undefined}
              dir="auto"
            >
              {shown}
            </span>
            {shown !== session.name && (
              <span className="visually-hidden" dir="auto">
                {session.name}
              </span>
            )}
            <ChevronDownIcon size={16} />
          </>
        }
        buttonClassName={classes.name}
        items={items}
        align="end"
        width={230}
        openOnHover={false}
      />
    </div>
  );
}
