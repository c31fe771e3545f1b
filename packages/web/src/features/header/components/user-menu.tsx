import { Avatar } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DropdownMenu, type DropdownItem } from '@/components/dropdown-menu';
import { ChevronDownIcon, LogoutIcon } from '@/components/icons';
import { truncateName } from '@/lib/rules/truncate-name';
import type { SignedInSession } from '@/lib/session';
import { useSignOut } from '../api/sign-out';
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

/**
 * The SPEC's header name: the first 12 characters plus an ellipsis, at every width and in both
 * languages. The whole name is its title, and a hidden copy gives it to screen readers.
 */
export function CutName({ name, className }: { name: string; className?: string }) {
  const shown = truncateName(name);
  return (
    <>
      <span title={name} aria-hidden={shown !== name || undefined} className={className} dir="auto">
        {shown}
      </span>
      {shown !== name && (
        <span className="visually-hidden" dir="auto">
          {name}
        </span>
      )}
    </>
  );
}

type Props = {
  session: SignedInSession;
  /** What folded out of the header row (Call Us, Request a demo), listed before Sign out. */
  extraItems?: DropdownItem[];
};

export default function UserMenu({ session, extraItems = [] }: Props) {
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
            <CutName name={session.name} className={classes.nameText} />
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
