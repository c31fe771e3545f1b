// The contract's two files as text, at a git ref (`git show <ref>:openapi.yaml`) or in the working tree.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CONTRACT_FILES = ['openapi.yaml', 'asyncapi.yaml'] as const;
export type ContractFile = (typeof CONTRACT_FILES)[number];

export interface ContractTexts {
  /** `main (5f73b2a)` or `working tree`. */
  label: string;
  /** A file's text, or null where the version has no such file. */
  texts: Record<ContractFile, string | null>;
}

export class UnknownRefError extends Error {}

const git = (root: string, args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });

export function gitRoot(cwd: string): string {
  return git(cwd, ['rev-parse', '--show-toplevel']).trim();
}

/** The commit a ref names, or null when it names none. */
export function resolveRef(root: string, ref: string): string | null {
  try {
    return git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim();
  } catch {
    return null;
  }
}

export function readAtRef(root: string, ref: string): ContractTexts {
  const commit = resolveRef(root, ref);
  if (!commit) throw new UnknownRefError(`git knows no commit "${ref}"`);
  const files = git(root, ['ls-tree', '--name-only', commit]).split('\n');
  const texts = Object.fromEntries(
    CONTRACT_FILES.map((file) => [file, files.includes(file) ? git(root, ['show', `${commit}:${file}`]) : null]),
  ) as ContractTexts['texts'];
  return { label: `${ref} (${commit.slice(0, 7)})`, texts };
}

export function readWorkingTree(root: string): ContractTexts {
  const texts = Object.fromEntries(
    CONTRACT_FILES.map((file) => {
      const path = join(root, file);
      return [file, existsSync(path) ? readFileSync(path, 'utf8') : null];
    }),
  ) as ContractTexts['texts'];
  return { label: 'working tree', texts };
}
