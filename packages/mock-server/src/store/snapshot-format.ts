import { recordDepth, type Key } from './record-paths.ts';

/**
 * The snapshot as a person reads it: the envelope and the collections are laid out over lines,
 * each record sits on one line of its own (so `grep` finds it and a diff shows it), and nothing is
 * indented deeper. `data` is the envelope's field holding the store.
 */
export const formatSnapshot = (file: Record<string, unknown>): string => joinPieces(snapshotPieces(file));

export function joinPieces(pieces: Iterable<string>): string {
  let text = '';
  for (const piece of pieces) text += piece;
  return text;
}

/** A text cut in pieces of about `size` characters (for a snapshot already read whole). */
export function chunksOf(text: string, size = 256 * 1024): string[] {
  const chunks: string[] = [];
  for (let at = 0; at < text.length; at += size) chunks.push(text.slice(at, at + size));
  return chunks.length ? chunks : [''];
}

/**
 * The same text in pieces (one record at most each), read from the data as they are asked for, so
 * a compaction can write it a slice at a time while the server goes on (disk.ts). Each record is
 * read whole in one step. Between steps the data may change: a list is read up to its length at
 * the time, an object's keys are those it had when reached (a key deleted since is left out). Such
 * a snapshot holds every record at least as it was when it began, and the journal entries written
 * since then put the rest right on replay (they hold each changed record whole).
 */
export function* snapshotPieces(file: Record<string, unknown>): Generator<string, void, undefined> {
  yield* layout(file, [], 0);
  yield '\n';
}

// Inside `data`, records (and anything deeper) stay on one line; above them, containers open up.
function isFlat(value: unknown, path: readonly Key[]): boolean {
  if (typeof value !== 'object' || value === null) return true;
  const inData = path[0] === 'data';
  return !inData ? path.length >= 1 : path.length - 1 >= recordDepth(path.slice(1));
}

const flat = (value: unknown): string => JSON.stringify(value) ?? 'null';

function* layout(value: unknown, path: readonly Key[], indent: number): Generator<string, void, undefined> {
  if (isFlat(value, path)) {
    yield flat(value);
    return;
  }
  const pad = ' '.repeat(indent + 1);
  const close = ' '.repeat(indent);
  if (Array.isArray(value)) {
    if (value.length === 0) {
      yield '[]';
      return;
    }
    yield '[\n';
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const itemPath = [...path, i];
      const lead = i === 0 ? pad : `,\n${pad}`;
      if (isFlat(item, itemPath)) yield lead + flat(item);
      else {
        yield lead;
        yield* layout(item, itemPath, indent + 1);
      }
    }
    yield `\n${close}]`;
    return;
  }
  const fields = value as Record<string, unknown>;
  const keys = Object.keys(fields).filter((k) => fields[k] !== undefined);
  if (keys.length === 0) {
    yield '{}';
    return;
  }
  yield '{\n';
  let first = true;
  for (const key of keys) {
    const field = fields[key];
    if (field === undefined) continue; // deleted since the object was reached
    const lead = `${first ? '' : ',\n'}${pad}${JSON.stringify(key)}: `;
    first = false;
    const fieldPath = [...path, key];
    if (isFlat(field, fieldPath)) yield lead + flat(field);
    else {
      yield lead;
      yield* layout(field, fieldPath, indent + 1);
    }
  }
  yield `\n${close}}`;
}
