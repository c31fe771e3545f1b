import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider, createQueryClient } from './app/provider';
import { routes } from './app/routes';
import { metaForPath } from './lib/page-meta';
import type { PageMeta } from './content/seo';

export type RenderResult = { html: string; meta: PageMeta; status: number };

/**
 * Renders one URL to HTML for the prerender build. The result goes inside <div id="root">;
 * main.tsx hydrates it. Nothing here touches window, document or storage.
 */
export async function render(url: string, origin = 'http://localhost'): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProvider queryClient={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} />
    </AppProvider>,
  );
  return { html, meta: metaForPath(new URL(url, origin).pathname), status: context.statusCode };
}
