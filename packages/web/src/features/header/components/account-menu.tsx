import { withQueryClient } from '@/lib/query/query-boundary';
import { lazy, Suspense } from 'react';
import { DropdownMenu, type DropdownItem } from '@/components/dropdown-menu';
import { ChevronDownIcon } from '@/components/icons';
import * as navigation from '@/content/navigation';
import { isSignedIn, useSession } from '@/lib/session';
import classes from './account-menu.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { headerCatalogue } from '../i18n/en';

// Most visitors are signed out: the avatar, the role menus and sign-out come with the first
// signed-in render instead of every first load.
const UserMenu = lazy(withQueryClient(() => import('./user-menu')));

type Props = {
  /** What folded out of the header row: into More when signed out, into the user's menu when signed in. */
  foldedItems: DropdownItem[];
};

/** Login dropdown (and More) when signed out; avatar plus a per-role menu when signed in. */
export function AccountMenu({ foldedItems }: Props) {
  const session = useSession();
  if (!isSignedIn(session))
    return (
      <>
        {foldedItems.length > 0 && <MoreMenu items={foldedItems} />}
        <LoginMenu />
      </>
    );
  return (
    <Suspense fallback={<div className={classes.user} aria-hidden="true" />}>
      <UserMenu session={session} extraItems={foldedItems} />
    </Suspense>
  );
}

function MoreMenu({ items }: { items: DropdownItem[] }) {
  const t = useT(headerCatalogue);
  return (
    <DropdownMenu
      label={
        <>
          {t('more')} <ChevronDownIcon size={16} />
        </>
      }
      buttonClassName={classes.more}
      items={items}
      align="end"
      width={240}
      openOnHover={false}
      data-testid="more-menu"
    />
  );
}

function LoginMenu() {
  const t = useT(headerCatalogue);
  const { signInLinks } = useContent(navigation, 'navigation');
  const signInItems = signInLinks.map((link) => ({ key: link.id, label: link.title, to: link.url }));
  return (
    <DropdownMenu
      label={
        <>
          {t('login')} <ChevronDownIcon size={16} />
        </>
      }
      heading={t('signInAs')}
      buttonClassName={classes.login}
      items={signInItems}
      align="end"
      width={220}
      data-testid="login-menu"
    />
  );
}
