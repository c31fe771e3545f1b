// Prints the gzip size of the JS and CSS that dist/index.html loads up front (the first load of /).
// Usage: node scripts/initial-size.mjs [distDir] [--json]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const dist = resolve(args.find((a) => !a.startsWith('--')) ?? new URL('../dist', import.meta.url).pathname);
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const refs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const files = [...new Set(refs)].map((ref) => {
  const bytes = readFileSync(join(dist, ref.replace(/^\//, '')));
  return {
    file: ref,
    kind: ref.endsWith('.css') ? 'css' : 'js',
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
  };
});
const total = (kind) => files.filter((f) => f.kind === kind).reduce((sum, f) => sum + f.gzip, 0);
const result = { jsGzip: total('js'), cssGzip: total('css'), files };

if (args.includes('--json')) {
  console.log(JSON.stringify(result, null, 2));
} else {
  for (const f of files) console.log(`${(f.gzip / 1024).toFixed(2).padStart(8)} KB gz  ${f.file}`);
  console.log(`initial JS : ${(result.jsGzip / 1024).toFixed(2)} KB gzip`);
  console.log(`initial CSS: ${(result.cssGzip / 1024).toFixed(2)} KB gzip`);
}
