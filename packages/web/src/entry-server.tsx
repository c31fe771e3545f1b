import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { loadLanguage } from './app/i18n/load-language';
import { preloadRoute } from './app/routes';
import type { PageMeta } from './content/seo';
import { languageOfPath, routerBasename, withoutLanguage, type Language } from './lib/i18n/languages';
import { setPageLanguage } from './lib/i18n/translations';
import { metaForPath } from './lib/page-meta';

export type RenderResult = {
  html: string;
  language: Language;
  meta: PageMeta;
  /** Put these on <div id="root">: main.tsx only hydrates markup rendered for the current path. */
  rootAttributes: Record<string, string>;
};

/**
 * Renders one URL to the markup that goes inside <div id="root"> for the prerender build.
 * main.tsx hydrates it. Nothing on this path touches window, document or storage.
 */
export async function render(url: string): Promise<RenderResult> {
  const { pathname } = new URL(url, 'http://prerender.local');
  const language = languageOfPath(pathname);
  await Promise.all([preloadRoute(withoutLanguage(pathname)), loadLanguage(language)]);
  setPageLanguage(language);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url} basename={routerBasename(language)}>
        <App language={language} />
      </StaticRouter>
    </StrictMode>,
  );
  return {
    html,
    language,
    meta: metaForPath(withoutLanguage(pathname), language),
    rootAttributes: { 'data-prerendered-path': pathname },
  };
}
