import { Box, Burger } from '@mantine/core';
import { withQueryClient } from '@/lib/query/query-boundary';
import { prefetchLabs } from '../api/labs';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { SearchIcon } from '@/components/icons';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { HEADER_STICKY_THRESHOLD_PX } from '@/config/constants';
import { env } from '@/config/env';
import { suggestedLanguage } from '@/lib/i18n/preferred-language';
import type { Language } from '@/lib/i18n/languages';
import { isSignedIn, useSession } from '@/lib/session';
import { offersDemo } from '../lib/fold';
import { isProductionHost } from '../lib/production-host';
import { AccountMenu } from './account-menu';
import { ContactActions, useContactItems } from './contact-actions';
import { DesktopNav, FOLDING_PAGES } from './desktop-nav';
import { LanguageSwitch } from './language-switch';
import classes from './header.module.css';
import { useHeaderFold } from './use-header-fold';
import { useContent, useLanguage, useT } from '@/lib/i18n/language-context';
import * as navigation from '@/content/navigation';
import type { DropdownItem } from '@/components/dropdown-menu';
import { headerCatalogue } from '../i18n/en';

const MobileDrawer = lazy(withQueryClient(() => import('./mobile-drawer')));
const LanguageSuggestion = lazy(() => import('./language-suggestion'));

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

/**
 * The language a remembered choice suggests on this page, decided after mount (storage is the
 * browser's): undefined until then, null for none.
 */
function useLanguageSuggestion(): [Language | null | undefined, () => void] {
  const language = useLanguage();
  const [suggested, setSuggested] = useState<Language | null | undefined>(undefined);
  useEffect(() => setSuggested(suggestedLanguage(language)), [language]);
  return [suggested, () => setSuggested(null)];
}

export function Header({ onCallUs }: Props) {
  const t = useT(headerCatalogue);
  usePrefetchLabsWhenIdle();
  const sticky = useStickyHeader();
  const showBlogs = useShowBlogs();
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const session = useSession();
  const role = isSignedIn(session) ? session.role : null;
  const demo = offersDemo(role);
  const language = useLanguage();
  const row = useRef<HTMLDivElement>(null);
  const fold = useHeaderFold(row, `${language}|${role ?? ''}|${isSignedIn(session) ? session.name : ''}|${showBlogs}`);
  const { mainLinks } = useContent(navigation, 'navigation');
  const foldedPages: DropdownItem[] = fold.pagesInMenu
    ? mainLinks
        .filter((link) => FOLDING_PAGES.includes(link.id))
        .map((link) => ({ key: link.id, label: link.title, to: link.url }))
    : [];
  const foldedItems = [
    ...useContactItems(onCallUs, { call: fold.callInMenu, demo: demo && fold.demoInMenu }),
    ...foldedPages,
  ];
  const [suggestion, dismissSuggestion] = useLanguageSuggestion();

  const openDrawer = () => {
    setDrawerLoaded(true);
    setDrawerOpened(true);
  };

  return (
    <header
      className={classes.header}
      data-sticky={sticky || undefined}
      data-language-suggestion={suggestion === undefined ? undefined : (suggestion ?? 'none')}
    >
      <div ref={row} className={classes.inner} data-compact={fold.compact || undefined}>
        <Logo />
        <DesktopNav showBlogs={showBlogs} pagesInMenu={fold.pagesInMenu} className={classes.nav} />
        <Box visibleFrom="xs" className={classes.actions}>
          <ContactActions onCallUs={onCallUs} call={!fold.callInMenu} demo={demo && !fold.demoInMenu} />
          <AccountMenu foldedItems={foldedItems} />
          <LanguageSwitch />
        </Box>
        {/* Phones: the way into the doctor search on every page, in the first screen (issue 34). */}
        <Box
          component={Link}
          to={paths.doctorsSearch}
          hiddenFrom="xs"
          className={classes.findDoctor}
          aria-label={t('findADoctor')}
        >
          <SearchIcon size={18} />
        </Box>
        <Burger
          hiddenFrom="xs"
          opened={drawerOpened}
          onClick={() => (drawerOpened ? setDrawerOpened(false) : openDrawer())}
          aria-label={drawerOpened ? t('nav.close') : t('nav.open')}
          aria-expanded={drawerOpened}
          aria-controls="mobile-navigation"
          className={classes.burger}
        />
      </div>
      {suggestion && (
        <Suspense fallback={null}>
          <LanguageSuggestion language={suggestion} onDismiss={dismissSuggestion} />
        </Suspense>
      )}
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
