import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { SPA_SHELL_FILE } from '../src/config/prerender.ts';
import { createServerRenderer } from './server-render.ts';

/**
 * Makes `vite preview` answer page requests like the production host: the data pages (labs,
 * doctors, checkout) rendered on the server with their first data, /about the prerendered
 * dist/about/index.html, any other page the empty SPA shell (dist/index.html is the prerendered home).
 */
export function prerenderedPages(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ehp:prerendered-pages',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configurePreviewServer(server) {
      const proxy = server.config.preview.proxy ?? {};
      const proxied = Object.keys(proxy);
      const api = proxy['/api'];
      const apiOrigin = typeof api === 'string' ? api : api?.target;
      const serverRender = typeof apiOrigin === 'string' ? createServerRenderer(outDir, apiOrigin) : null;
      server.middlewares.use((req, res, next) => {
        const accept = req.headers.accept ?? '';
        const wantsPage = accept === '' || accept.includes('text/html') || accept.includes('*/*');
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !wantsPage || !req.url) return next();
        const url = new URL(req.url, 'http://localhost');
        let pathname: string;
        try {
          pathname = decodeURIComponent(url.pathname);
        } catch {
          return next();
        }
        if (pathname.includes('.') || proxied.some((prefix) => pathname.startsWith(prefix))) return next();
        const dir = resolve(outDir, `.${pathname}`);
        if (dir !== outDir && !dir.startsWith(outDir + sep)) return next();
        const serveStatic = () => {
          if (existsSync(join(dir, 'index.html'))) {
            req.url = `${pathname.replace(/\/+$/, '')}/index.html${url.search}`;
          } else if (existsSync(join(outDir, SPA_SHELL_FILE))) {
            req.url = `/${SPA_SHELL_FILE}${url.search}`;
          }
          next();
        };
        if (!serverRender) return serveStatic();
        serverRender
          .render(pathname, url.search, req.headers.cookie)
          .then((html) => (html === null ? serveStatic() : serverRender.send(req, res, html)))
          .catch((error: unknown) => {
            // A page that cannot be rendered here still works: the browser renders it.
            server.config.logger.warn(`server render of ${pathname} failed: ${String(error)}`);
            serveStatic();
          });
      });
    },
  };
}
