import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
const mod = await import('./.ssrdist/entry-server.js');
const template = readFileSync('dist/index.html', 'utf8');
for (const url of ['/', '/products/clinicmanagement']) {
  const { html, rootAttributes } = await mod.render(url);
  const attrs = Object.entries(rootAttributes).map(([k, v]) => ` ${k}="${v}"`).join('');
  const dir = url === '/' ? 'dist' : `dist${url}`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/index.html`, template.replace('<div id="root"></div>', `<div id="root"${attrs}>${html}</div>`));
}
