import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export type Json = Record<string, unknown>;

export function loadYaml(file: string): Json {
  return parse(readFileSync(resolve(ROOT, file), 'utf8')) as Json;
}

/**
 * Where SPEC.md is looked for: SPEC_PATH when set, else beside the repository (../shared/SPEC.md,
 * as the product's shared folder is laid out). Never a machine's absolute path.
 */
export function specLocation(): { path: string; fromEnv: boolean } {
  const fromEnv = process.env.SPEC_PATH;
  return fromEnv
    ? { path: resolve(fromEnv), fromEnv: true }
    : { path: resolve(ROOT, '../shared/SPEC.md'), fromEnv: false };
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
