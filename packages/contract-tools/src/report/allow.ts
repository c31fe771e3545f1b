// Breaking changes made on purpose: `--allow <id>` or an entry with a reason in the allow file.
// An id may hold `*` for any run of characters, e.g. `added-response-enum-value:*:response.200.body.data.role`
// for one enum change seen by every operation that returns it.
import { existsSync, readFileSync } from 'node:fs';
import type { Change } from '../model/change.ts';

export interface AllowEntry {
  id: string;
  reason: string;
}

export interface Verdict {
  breaking: Change[];
  allowed: { change: Change; entry: AllowEntry }[];
  notes: Change[];
  /** Entries that allowed nothing: the change landed or went away, so they can go. */
  unused: AllowEntry[];
}

export class AllowFileError extends Error {}

export function readAllowFile(path: string): AllowEntry[] {
  if (!existsSync(path)) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new AllowFileError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  const list = (parsed as { allow?: unknown })?.allow;
  if (!Array.isArray(list)) throw new AllowFileError(`${path} must be { "allow": [{ "id": ..., "reason": ... }] }`);
  return list.map((entry, index) => {
    const { id, reason } = (entry ?? {}) as Partial<AllowEntry>;
    if (typeof id !== 'string' || !id.trim() || typeof reason !== 'string' || !reason.trim()) {
      throw new AllowFileError(`${path}: entry ${index + 1} needs an "id" and a "reason" (why the break is accepted)`);
    }
    return { id, reason };
  });
}

export function idMatches(pattern: string, id: string): boolean {
  const escaped = pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`).test(id);
}

export function judge(changes: Change[], entries: AllowEntry[]): Verdict {
  const used = new Set<AllowEntry>();
  const verdict: Verdict = { breaking: [], allowed: [], notes: [], unused: [] };
  for (const change of changes) {
    if (change.severity === 'note') {
      verdict.notes.push(change);
      continue;
    }
    const entry = entries.find((candidate) => idMatches(candidate.id, change.id));
    if (entry) {
      used.add(entry);
      verdict.allowed.push({ change, entry });
    } else verdict.breaking.push(change);
  }
  verdict.unused = entries.filter((entry) => !used.has(entry));
  return verdict;
}
