import { isSafeKey, parentOf, valueAt, type Path } from './record-paths.ts';

// The journal: one JSON line per acknowledged write, appended to FILE.journal.jsonl, e.g.
//   {"seq":42,"at":"2026-11-24T08:00:00.000Z","ops":[{"put":["submissions","demo",7],"value":{...}},
//    {"put":["next_ids","submission"],"value":9}]}
//   {"seq":43,"at":"...","ops":[{"del":["sessions","q9X..."]}]}
// A put carries the record's whole value after the write; a del says the record is gone. Lines
// are replayed in order over the snapshot, skipping those the snapshot already holds (its seq).

export type Op = { put: Path; value: unknown } | { del: Path };

export interface Entry {
  seq: number;
  at: string;
  ops: Op[];
}

/** The ops that bring a copy of the data to its state now, for the records a write touched. */
export function opsFor(root: unknown, dirty: readonly Path[]): Op[] {
  const ops: Op[] = [];
  for (const path of dirty) {
    const parent = parentOf(root, path);
    if (!parent) continue; // a container above it was replaced; that change is recorded on its own
    const key = path[path.length - 1];
    const value = valueAt(parent, [key]);
    if (value === undefined || !(String(key) in parent)) ops.push({ del: path });
    else ops.push({ put: path, value });
  }
  return ops;
}

export const journalLine = (entry: Entry): string => `${JSON.stringify(entry)}\n`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isPath = (value: unknown): value is Path =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((k) => (typeof k === 'string' || typeof k === 'number') && isSafeKey(k));

function asEntry(value: unknown): Entry | null {
  if (!isObject(value) || !Number.isSafeInteger(value.seq) || !Array.isArray(value.ops)) return null;
  const ops = value.ops as unknown[];
  const valid = ops.every(
    (op) => isObject(op) && ((isPath(op.put) && 'value' in op) || (isPath(op.del) && !('put' in op))),
  );
  return valid ? { seq: value.seq as number, at: String(value.at ?? ''), ops: ops as Op[] } : null;
}

export interface ParsedJournal {
  entries: Entry[];
  /** The last line was cut short (a crash while appending): it was never acknowledged and is ignored. */
  torn: boolean;
  /** A complete line that is not an entry: replay stops before it. */
  bad: { line: number; reason: string } | null;
}

export function parseJournal(text: string): ParsedJournal {
  const lines = text.split('\n');
  const last = lines.pop() ?? '';
  const entries: Entry[] = [];
  for (const [i, line] of lines.entries()) {
    if (line.trim() === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      return { entries, torn: false, bad: { line: i + 1, reason: 'not valid JSON' } };
    }
    const entry = asEntry(parsed);
    if (!entry) return { entries, torn: false, bad: { line: i + 1, reason: 'not a journal entry' } };
    entries.push(entry);
  }
  return { entries, torn: last.trim() !== '', bad: null };
}

/** Applies one entry's ops; throws when a path leads nowhere (the journal does not fit the data). */
export function applyOps(root: object, ops: readonly Op[]): void {
  for (const op of ops) {
    const path = 'put' in op ? op.put : op.del;
    const parent = parentOf(root, path) as Record<string, unknown> | undefined;
    if (!parent) throw new Error(`no place for ${JSON.stringify(path)}`);
    const key = path[path.length - 1];
    if ('put' in op) parent[key] = op.value;
    else delete parent[key];
  }
}
