import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { languageWrapper } from '@/lib/i18n/translations';
import { theme } from './theme';

type AppProviderProps = { children: ReactNode; queryClient?: QueryClient; language?: Language };

/**
 * Mantine inside the language's wrapper: Urdu's chunk registers Mantine's DirectionProvider (rtl),
 * so English pages never load it. Shared by the browser entry and the prerender build.
 * A query client is given by the server render and by main.tsx on pages whose first view is API
 * data; elsewhere the components that use the API bring it (lib/query/query-boundary.tsx).
 * The theme's CSS variables are a stylesheet (theme-variables.css, checked against the theme by
 * its test) rather than a <style> the provider writes into every page: a page inlines only the
 * variables it reads.
 */
export function AppProvider({ children, queryClient, language = 'en' }: AppProviderProps) {
  const Wrapper = languageWrapper(language);
  const app = (
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light" withCssVariables={false}>
      {children}
    </MantineProvider>
  );
  const inLanguage = Wrapper ? <Wrapper>{app}</Wrapper> : app;
  return queryClient ? <QueryClientProvider client={queryClient}>{inLanguage}</QueryClientProvider> : inLanguage;
}
