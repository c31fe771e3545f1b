import { AppProvider } from './provider';
import { AppRoutes } from './routes';

/**
 * The whole portal. The caller supplies the router: <BrowserRouter> in the browser (main.tsx),
 * <StaticRouter location={url}> when prerendering (entry-server.tsx).
 */
export function App() {
  return (
    <AppProvider>
      <AppRoutes />
    </AppProvider>
  );
}
