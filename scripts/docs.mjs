// `pnpm run docs [folder]` (a bare `pnpm docs` is pnpm's own command): the contract as static HTML a
// team can host or open from disk, without running anything: docs-site/openapi.html (openapi.yaml)
// and docs-site/asyncapi.html (asyncapi.yaml, its payloads read from openapi.yaml), both rendered by
// Redoc through `redocly build-docs`, plus an index. --inlineBundle embeds the Redoc script that ships with @redocly/cli, so the pages load
// nothing from a CDN and the build needs no network.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REDOCLY = join(ROOT, 'node_modules/.bin/redocly');

export const PAGES = [
  { file: 'openapi.html', source: 'openapi.yaml', title: 'SehatLink portal API (REST)' },
  { file: 'asyncapi.html', source: 'asyncapi.yaml', title: 'SehatLink /notify channel (socket.io)' },
];

function buildPage(out, { file, source, title }) {
  const args = ['build-docs', source, '--inlineBundle', '--title', title, '-o', join(out, file)];
  return new Promise((done, fail) => {
    // No telemetry and no update check: the build talks to no one.
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    const child = spawn(REDOCLY, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0
        ? done()
        : fail(new Error(`redocly build-docs ${source} failed (exit ${code}):\n${Buffer.concat(output)}`)),
    );
  });
}

const INDEX = (pages) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SehatLink contract</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; line-height: 1.5">
<h1>SehatLink contract</h1>
<ul>
${pages.map(({ file, title, source }) => `<li><a href="./${file}">${title}</a> (${source})</li>`).join('\n')}
</ul>
</body>
</html>
`;

/** Writes both pages and the index into `out`; resolves with the files written. */
export async function buildDocs(out = join(ROOT, 'docs-site')) {
  mkdirSync(out, { recursive: true });
  await Promise.all(PAGES.map((page) => buildPage(out, page)));
  writeFileSync(join(out, 'index.html'), INDEX(PAGES));
  return [...PAGES.map((page) => join(out, page.file)), join(out, 'index.html')];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const out = resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? join(ROOT, 'docs-site'));
  const files = await buildDocs(out);
  console.log(`Wrote ${files.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
