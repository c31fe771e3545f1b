// The prerendered pages and the SPA shell, read once at start-up with their compressed forms,
// validators and security policy, so a page costs no disk read or compression per request.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentSecurityPolicy } from './security.mjs';

/**
 * A page body with what sending it needs: its ETag, and its br and gzip forms and CSP, each made
 * when first asked for and kept (a cached page is compressed once, not per visitor).
 */
export function preparedPage(html, { brotliQuality = 5, gzipLevel = 6 } = {}) {
  const body = Buffer.from(html);
  let br, gzip;
  const csp = new Map();
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    get br() {
      return (br ??= brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }));
    },
    get gzip() {
      return (gzip ??= gzipSync(body, { level: gzipLevel }));
    },
    csp(https) {
      if (!csp.has(https)) csp.set(https, contentSecurityPolicy(html, { https }));
      return csp.get(https);
    },
  };
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Every page file of the build by the URL path it answers: dist/about/index.html → /about,
 * dist/index.html → /. `shellFile` (the empty SPA shell) answers any other page path.
 */
export function loadStaticPages(distDir, shellFile) {
  const pages = new Map();
  let shell = null;
  let bytes = 0;
  for (const file of htmlFiles(distDir)) {
    const name = relative(distDir, file).split(sep).join('/');
    const page = preparedPage(readFileSync(file, 'utf8'), { brotliQuality: 11, gzipLevel: 9 });
    // Compressed now, at the highest levels, rather than by the first visitor.
    page.csp(false);
    bytes += page.br.length + page.gzip.length;
    if (name === shellFile) shell = page;
    else if (name.endsWith('index.html'))
      pages.set(`/${name.slice(0, -'index.html'.length)}`.replace(/\/$/, '') || '/', page);
  }
  if (!shell) throw new Error(`${distDir} has no ${shellFile} (the SPA shell): run pnpm build`);
  return {
    /** The prerendered page of a path (trailing slash ignored), else the shell. */
    pageFor(pathname) {
      return pages.get(pathname.replace(/\/+$/, '') || '/') ?? shell;
    },
    count: pages.size,
    /** Their compressed forms' size in memory. */
    bytes,
  };
}
