import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { theme } from './theme';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

type AppProviderProps = { children: ReactNode; queryClient?: QueryClient; direction?: 'ltr' | 'rtl' };

/** Mantine (in the page's direction) + TanStack Query. Shared by the browser entry and the prerender build. */
export function AppProvider({ children, queryClient, direction = 'ltr' }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <DirectionProvider initialDirection={direction} detectDirection={false}>
        <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
          {children}
        </MantineProvider>
      </DirectionProvider>
    </QueryClientProvider>
  );
}
