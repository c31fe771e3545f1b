// pnpm contract:diff --base <git-ref> [--head <git-ref>] [--allow <id>]... [--allow-file <path>] [--json]
import { parseArgs } from 'node:util';

export interface DiffOptions {
  base: string;
  /** A git ref, or null for the working tree. */
  head: string | null;
  allow: string[];
  /** Null: contract-diff.allow.json at the repository's root, when there is one. */
  allowFile: string | null;
  json: boolean;
}

export const USAGE = `Usage: pnpm contract:diff --base <git-ref> [--head <git-ref>] [--allow <id>]... [--allow-file <path>] [--json]

Compares openapi.yaml and asyncapi.yaml at <base> with <head> (default: the working tree) and
exits 1 on any breaking change not allowed by --allow or the allow file (contract-diff.allow.json).`;

export class UsageError extends Error {}

export function parseDiffArgs(argv: string[]): DiffOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        base: { type: 'string' },
        head: { type: 'string' },
        allow: { type: 'string', multiple: true },
        'allow-file': { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  if (!values.base) throw new UsageError('--base <git-ref> is required');
  return {
    base: values.base,
    head: values.head ?? null,
    allow: values.allow ?? [],
    allowFile: values['allow-file'] ?? null,
    json: values.json ?? false,
  };
}
