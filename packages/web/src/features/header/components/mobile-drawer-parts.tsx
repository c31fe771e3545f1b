import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LogoutIcon } from '@/components/icons';
import { LinkItems } from '@/components/link-items';
import { labPath, paths } from '@/config/paths';
import * as navigation from '@/content/navigation';
import { useContent, useT } from '@/lib/i18n/language-context';
import { labsQueryOptions } from '@/lib/labs-query';
import { isSignedIn, useSession } from '@/lib/session';
import { useSignOut } from '../api/sign-out';
import { headerCatalogue } from '../i18n/en';
import { roleMenus } from '../lib/account';
import { LabLogo } from './lab-logo';
import classes from './mobile-drawer.module.css';

/** Following a link closes the drawer. */
export function useCloseOnNavigate(onClose: () => void) {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const shownAt = useRef(here);
  useEffect(() => {
    if (shownAt.current !== here) {
      shownAt.current = here;
      onClose();
    }
  }, [here, onClose]);
}

/** The drawer's labs: fetched when the drawer opens, each linked with its logo, then all labs. */
export function DrawerLabs({ enabled }: { enabled: boolean }) {
  const t = useT(headerCatalogue);
  const labs = useQuery({ ...labsQueryOptions(), enabled });
  return (
    <>
      <h2 className={classes.heading}>{t('labs')}</h2>
      <ul className={classes.list} aria-busy={labs.isPending}>
        {labs.isPending && <li className={classes.status}>{t('labs.loading')}</li>}
        {labs.isError && (
          <li>
            <button type="button" className={classes.link} onClick={() => void labs.refetch()}>
              {t('labs.failed')}
            </button>
          </li>
        )}
        {labs.data?.map((lab) => (
          <li key={lab.id}>
            <Link to={labPath(lab.id)} className={classes.link}>
              <LabLogo labId={lab.id} />
              {lab.lab_name}
            </Link>
          </li>
        ))}
        <li>
          <Link to={paths.labs} className={classes.link}>
            {t('labs.all')}
          </Link>
        </li>
      </ul>
    </>
  );
}

/** A signed-in user's pages and sign-out; a visitor's sign-in pages. */
export function DrawerAccount() {
  const t = useT(headerCatalogue);
  const { signInLinks } = useContent(navigation, 'navigation');
  const session = useSession();
  const signOut = useSignOut();
  return isSignedIn(session) ? (
    <ul className={classes.list}>
      {roleMenus[session.role].map(({ id, title, url, icon: Icon }) => (
        <li key={id}>
          <Link to={url} className={classes.link}>
            <Icon width={18} height={18} />
            {t(title)}
          </Link>
        </li>
      ))}
      <li>
        <button type="button" className={classes.link} onClick={() => void signOut()}>
          <LogoutIcon width={18} height={18} />
          {t('signOut')}
        </button>
      </li>
    </ul>
  ) : (
    <>
      <h2 className={classes.heading}>{t('login')}</h2>
      <ul className={classes.list}>
        <LinkItems links={signInLinks} linkClassName={classes.link} />
      </ul>
    </>
  );
}
