import { Box, Burger } from '@mantine/core';
import { withQueryClient } from '@/lib/query/query-boundary';
import { prefetchLabs } from '../api/labs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Logo } from '@/components/logo';
import { HEADER_STICKY_THRESHOLD_PX } from '@/config/constants';
import { env } from '@/config/env';
import { isProductionHost } from '../lib/production-host';
import { AccountMenu } from './account-menu';
import { ContactActions } from './contact-actions';
import { DesktopNav } from './desktop-nav';
import { LanguageSwitch } from './language-switch';
import classes from './header.module.css';
import { useT } from '@/lib/i18n/language-context';
import { headerCatalogue } from '../i18n/en';

const MobileDrawer = lazy(withQueryClient(() => import('./mobile-drawer')));

type Props = { onCallUs: () => void };

function useStickyHeader(): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const update = () => setSticky(window.scrollY >= HEADER_STICKY_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return sticky;
}

/** Decided after mount: the server and first client render never know the host. */
function useShowBlogs(): boolean {
  const [show, setShow] = useState(false);
  useEffect(() => setShow(isProductionHost(window.location.hostname, env.productionHost)), []);
  return show;
}

/**
 * Fetches the labs once the page is idle: the Labs menu then opens instantly, and this first GET
 * gives a new visitor the XSRF-TOKEN cookie before they send any form (no 403-and-retry).
 */
function usePrefetchLabsWhenIdle() {
  useEffect(() => {
    const timer = setTimeout(() => void prefetchLabs(), 1500);
    return () => clearTimeout(timer);
  }, []);
}

export function Header({ onCallUs }: Props) {
  const t = useT(headerCatalogue);
  usePrefetchLabsWhenIdle();
  const sticky = useStickyHeader();
  const showBlogs = useShowBlogs();
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [drawerOpened, setDrawerOpened] = useState(false);

  const openDrawer = () => {
    setDrawerLoaded(true);
    setDrawerOpened(true);
  };

  return (
    <header className={classes.header} data-sticky={sticky || undefined}>
      <div className={classes.inner}>
        <Logo />
        <DesktopNav showBlogs={showBlogs} className={classes.nav} />
        <Box visibleFrom="xs" className={classes.actions}>
          <ContactActions onCallUs={onCallUs} />
          <AccountMenu />
          <LanguageSwitch />
        </Box>
        <Burger
          hiddenFrom="xs"
          opened={drawerOpened}
          onClick={() => (drawerOpened ? setDrawerOpened(false) : openDrawer())}
          aria-label={drawerOpened ? t('closeNavigationMenu') : t('openNavigationMenu')}
          aria-expanded={drawerOpened}
          aria-controls="mobile-navigation"
          className={classes.burger}
        />
      </div>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileDrawer
            opened={drawerOpened}
            onClose={() => setDrawerOpened(false)}
            onCallUs={onCallUs}
            showBlogs={showBlogs}
          />
        </Suspense>
      )}
    </header>
  );
}
