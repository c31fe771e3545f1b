import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { AppRoutes } from './routes';

/**
 * The whole portal. The caller supplies the router: <BrowserRouter> in the browser (main.tsx),
 * <StaticRouter location={url}> when rendering on the server (entry-server.tsx), and may supply
 * the query cache (filled with the page's first data).
 */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRoutes />
    </AppProvider>
  );
}
