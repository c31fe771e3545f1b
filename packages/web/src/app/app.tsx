import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { AppProvider } from './provider';

type Props = { router: RouterProviderProps['router'] };

/**
 * The whole portal for a given router. The browser passes createBrowserRouter(routes);
 * the prerender build renders AppProvider around StaticRouterProvider instead (see entry-server.tsx).
 */
export function App({ router }: Props) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
