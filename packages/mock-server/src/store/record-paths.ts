// A record's place in the store: ['patients', 3], ['submissions', 'demo', 120], ['sessions', hash],
// ['next_ids', 'submission']. The journal, the change recorder, the indexes and the snapshot's
// layout all cut the data at this depth, so it is defined once, here.

export type Key = string | number;
export type Path = readonly Key[];

/** How deep a record sits: submissions are grouped by kind one level further down. */
export const recordDepth = (path: Path): number => (path[0] === 'submissions' ? 3 : 2);

/** The record a change at `path` belongs to (or the path itself when it is above record level). */
export const recordPathOf = (path: Path): Path => path.slice(0, recordDepth(path));

export const pathKey = (path: Path): string => path.join('\u0000');

export const isPrefix = (prefix: Path, path: Path): boolean =>
  prefix.length <= path.length && prefix.every((key, i) => String(key) === String(path[i]));

type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** The value at a path, or undefined when any step is missing. */
export function valueAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path) {
    if (!isContainer(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The container holding the last key of a path, or undefined when a step is missing. */
export function parentOf(root: unknown, path: Path): Container | undefined {
  const parent = valueAt(root, path.slice(0, -1));
  return isContainer(parent) ? parent : undefined;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
export const isSafeKey = (key: Key): boolean => !UNSAFE_KEYS.has(String(key));
