import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { SPA_SHELL_FILE } from '../src/config/prerender.ts';

/**
 * Makes `vite preview` answer page requests like a static host would: /about gets the prerendered
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
      const proxied = Object.keys(server.config.preview.proxy ?? {});
      server.middlewares.use((req, _res, next) => {
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
        if (existsSync(join(dir, 'index.html'))) {
          req.url = `${pathname.replace(/\/+$/, '')}/index.html${url.search}`;
        } else if (existsSync(join(outDir, SPA_SHELL_FILE))) {
          req.url = `/${SPA_SHELL_FILE}${url.search}`;
        }
        next();
      });
    },
  };
}
