import { readFileSync } from 'node:fs';
import { loadContract } from '../contract/openapi.ts';

let page: string | null = null;

/** The console is one self-contained page (no build, no CDN); the operation list is filled in once. */
export function consolePage(): string {
  if (page) return page;
  const template = readFileSync(new URL('./console.html', import.meta.url), 'utf8');
  const operations = loadContract()
    .routes.map((r) => r.operationId)
    .sort();
  page = template.replace('/*OPERATIONS*/[]', JSON.stringify(operations).replace(/</g, '\\u003c'));
  return page;
}
