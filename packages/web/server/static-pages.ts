// The prerendered pages and the SPA shell, read once at start-up with their compressed forms and
// validators, so a page costs no disk read or compression per request.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { inlineScriptHashes } from './security.ts';

/** A page body with what sending it needs (see preparedPage). */
export interface PreparedPage {
  readonly body: Buffer;
  readonly etag: string;
  readonly br: Buffer;
  readonly gzip: Buffer;
  /** What it may come to weigh in memory with both compressed forms (the page cache's measure). */
  readonly bytes: number;
}

/**
 * A page body with what sending it needs: its ETag, and its br and gzip forms, each made when first
 * asked for and kept (a cached page is compressed once, not per visitor). `bytes`: what it may
 * come to weigh in memory with both (the page cache's measure).
 */
export function preparedPage(html: string, { brotliQuality = 5, gzipLevel = 6 } = {}): PreparedPage {
  const body = Buffer.from(html);
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    get br() {
      return (br ??= brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }));
    },
    get gzip() {
      return (gzip ??= gzipSync(body, { level: gzipLevel }));
    },
    // HTML compresses to a fifth or less: both forms together stay under half the body.
    bytes: body.length * 1.5 + 512,
  };
}

function htmlFiles(dir: string): string[] {
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
export function loadStaticPages(distDir: string, shellFile: string) {
  const pages = new Map<string, PreparedPage>();
  let shell: PreparedPage | null = null;
  let bytes = 0;
  const scriptHashes = new Set<string>();
  for (const file of htmlFiles(distDir)) {
    const name = relative(distDir, file).split(sep).join('/');
    const html = readFileSync(file, 'utf8');
    for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash);
    const page = preparedPage(html, { brotliQuality: 11, gzipLevel: 9 });
    // Compressed now, at the highest levels, rather than by the first visitor.
    bytes += page.br.length + page.gzip.length;
    if (name === shellFile) shell = page;
    else if (name.endsWith('index.html'))
      pages.set(`/${name.slice(0, -'index.html'.length)}`.replace(/\/$/, '') || '/', page);
  }
  if (!shell) throw new Error(`${distDir} has no ${shellFile} (the SPA shell): run pnpm build`);
  const spaShell: PreparedPage = shell;
  return {
    /** The prerendered page of a path (trailing slash ignored), else the shell. */
    pageFor(pathname: string): PreparedPage {
      return pages.get(pathname.replace(/\/+$/, '') || '/') ?? spaShell;
    },
    /** The SPA shell (answers every path that has no page of its own). */
    shell: spaShell,
    count: pages.size,
    /** The CSP sources of the inline scripts in these pages. */
    scriptHashes,
    /** Their compressed forms' size in memory. */
    bytes,
  };
}
