import { LanguageContext } from '@/lib/i18n/language-context';
import type { Language } from '@/lib/i18n/languages';
import { AppProvider } from './provider';
import { AppRoutes } from './routes';

/**
 * The whole portal in one language. The caller supplies the router (with the language's basename,
 * e.g. /ur): <BrowserRouter> in the browser (main.tsx), <StaticRouter> when prerendering
 * (entry-server.tsx), and loads the language first (app/i18n/load-language.ts).
 */
export function App({ language = 'en' }: { language?: Language }) {
  return (
    <LanguageContext value={language}>
      <AppProvider language={language}>
        <AppRoutes />
      </AppProvider>
    </LanguageContext>
  );
}
