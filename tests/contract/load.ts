import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export type Json = Record<string, unknown>;

export function loadYaml(file: string): Json {
  return parse(readFileSync(resolve(ROOT, file), 'utf8')) as Json;
}

/** SPEC.md lives beside the project (../shared/SPEC.md); SPEC_PATH overrides. */
export function findSpec(): string | undefined {
  const candidates = [process.env.SPEC_PATH, resolve(ROOT, '../shared/SPEC.md'), '/work/shared/SPEC.md'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
