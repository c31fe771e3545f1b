import type { QueryClient } from '@tanstack/react-query';
import { LanguageContext } from '@/lib/i18n/language-context';
import type { Language } from '@/lib/i18n/languages';
import { AppProvider } from './provider';
import { AppRoutes } from './routes';

/**
 * The whole portal in one language. The caller supplies the router (with the language's basename,
 * e.g. /ur): <BrowserRouter> in the browser (main.tsx), <StaticRouter> when rendering on the server
 * (entry-server.tsx), loads the language first (app/i18n/load-language.ts), and may supply the
 * query cache (filled with the page's first data).
 */
export function App({ language = 'en', queryClient }: { language?: Language; queryClient?: QueryClient }) {
  return (
    <LanguageContext value={language}>
      <AppProvider language={language} queryClient={queryClient}>
        <AppRoutes />
      </AppProvider>
    </LanguageContext>
  );
}
