import { lazy, type ComponentType } from 'react';
import { currentPageLanguage } from '@/lib/i18n/translations';
import { loadPageLanguage } from './i18n/load-language';

type PageModule = { default: ComponentType };
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * React.lazy with a preload hook. Once preloaded (main.tsx does it for the first URL, the prerender
 * build for each page) the page renders without suspending, so hydration matches the server HTML.
 */
export function lazyPage(loadModule: () => Promise<PageModule>): LazyPage {
  // A page renders once the namespaces its modules read are there in the page's language.
  const load = async () => {
    const module = await loadModule();
    await loadPageLanguage(currentPageLanguage());
    return module;
  };
  let Loaded: ComponentType | undefined;
  const remember = (module: PageModule) => {
    Loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => load().then(remember));
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  return Object.assign(Page, {
    preload: async () => {
      remember(await load());
    },
  });
}
