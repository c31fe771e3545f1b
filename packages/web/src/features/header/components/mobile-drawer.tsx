import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Divider.css';
import { Button, Divider, Drawer, useDirection } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LogoutIcon } from '@/components/icons';
import { LinkItems } from '@/components/link-items';
import { labPath, paths } from '@/config/paths';
import * as navigation from '@/content/navigation';
import { isSignedIn, useSession } from '@/lib/session';
import { labsQueryOptions } from '@/lib/labs-query';
import { useSignOut } from '../api/sign-out';
import { roleMenus } from '../lib/account';
import { offersDemo } from '../lib/fold';
import { CutName, UserAvatar } from './user-menu';
import { ContactActions } from './contact-actions';
import { LabLogo } from './lab-logo';
import { LanguageSwitch } from './language-switch';
import classes from './mobile-drawer.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { headerCatalogue } from '../i18n/en';

type Props = { opened: boolean; onClose: () => void; onCallUs: () => void; showBlogs: boolean };

/** The small-screen menu (425 px and below). Loaded the first time the burger is pressed. */
export default function MobileDrawer({ opened, onClose, onCallUs, showBlogs }: Props) {
  const t = useT(headerCatalogue);
  const { blogLink, mainLinks, productLinks, signInLinks } = useContent(navigation, 'navigation');
  // The drawer slides in from the side the reading starts on.
  const { dir } = useDirection();
  const session = useSession();
  const signOut = useSignOut();
  const labs = useQuery({ ...labsQueryOptions(), enabled: opened });
  const { pathname, search } = useLocation();

  // Following a link closes the drawer.
  const here = pathname + search;
  const shownAt = useRef(here);
  useEffect(() => {
    if (shownAt.current !== here) {
      shownAt.current = here;
      onClose();
    }
  }, [here, onClose]);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('menu')}
      id="mobile-navigation"
      size="85%"
      position={dir === 'rtl' ? 'right' : 'left'}
      closeButtonProps={{ size: 'xl', 'aria-label': t('nav.close') }}
    >
      <nav aria-label={t('mobile')}>
        {isSignedIn(session) && (
          <div className={classes.user}>
            <UserAvatar session={session} size={44} />
            <span className={classes.userName}>
              <CutName name={session.name} />
            </span>
          </div>
        )}
        <ul className={classes.list}>
          <LinkItems links={mainLinks} linkClassName={classes.link} current="exact" />
          {showBlogs && <LinkItems links={[blogLink]} linkClassName={classes.link} current="prefix" />}
        </ul>

        <h2 className={classes.heading}>{t('productsServices')}</h2>
        <ul className={classes.list}>
          <LinkItems links={productLinks} linkClassName={classes.link} />
        </ul>

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

        <Divider my="md" />
        {isSignedIn(session) ? (
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
        )}
        <Divider my="md" />
        <ContactActions
          stacked
          demo={offersDemo(isSignedIn(session) ? session.role : null)}
          onCallUs={() => {
            onClose();
            onCallUs();
          }}
        />
      </nav>
      <LanguageSwitch className={classes.language} />
      <Button variant="subtle" fullWidth mt="md" onClick={onClose} className={classes.closeMenu}>
        {t('closeMenu')}
      </Button>
    </Drawer>
  );
}
