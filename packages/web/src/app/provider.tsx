import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { languageWrapper } from '@/lib/i18n/translations';
import { theme } from './theme';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

type AppProviderProps = { children: ReactNode; queryClient?: QueryClient; language?: Language };

/**
 * Mantine + TanStack Query, inside the language's wrapper: Urdu's chunk registers Mantine's
 * DirectionProvider (rtl), so English pages never load it. Shared by the browser entry and the
 * prerender build.
 */
export function AppProvider({ children, queryClient, language = 'en' }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const Wrapper = languageWrapper(language);
  const app = (
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
      {children}
    </MantineProvider>
  );
  return <QueryClientProvider client={client}>{Wrapper ? <Wrapper>{app}</Wrapper> : app}</QueryClientProvider>;
}
