import { isPrefix, valueAt, type Path } from './record-paths.ts';

/**
 * A lookup by key into one list of the store (e.g. demo requests by phone number), so that a
 * write's checks cost the same with 10 records or 100,000. The store keeps each index in step with
 * every write (from the records the write touched) and rebuilds it when the list is replaced.
 */
export interface IndexSpec<T> {
  /** The list, e.g. ['submissions', 'demo']. */
  readonly path: Path;
  /** The keys one record is found under (none: not indexed). */
  keys(record: T): readonly string[];
}

export const defineIndex = <T>(path: Path, keys: (record: T) => readonly string[]): IndexSpec<T> => ({ path, keys });

/** The positions of the records under each key, kept up to date by the store. */
export class LiveIndex<T> {
  private readonly byKey = new Map<string, number | number[]>();
  private keysAt: (readonly string[] | undefined)[] = [];
  private stale = true;

  constructor(readonly spec: IndexSpec<T>) {}

  /** The records under a key, in list order, read from `data` (the store's, or a write's view of it). */
  find(data: object, root: object, key: string): T[] {
    if (this.stale) this.rebuild(root);
    const at = this.byKey.get(key);
    if (at === undefined) return [];
    const list = valueAt(data, this.spec.path) as T[];
    if (typeof at === 'number') return [list[at]];
    return [...at].sort((a, b) => a - b).map((i) => list[i]);
  }

  /** Follows a write: `changed` are the record paths it touched. */
  follow(root: object, changed: readonly Path[]): void {
    if (this.stale) return;
    const { path } = this.spec;
    for (const p of changed) {
      if (p.length <= path.length) {
        if (isPrefix(p, path)) this.stale = true; // the list itself (or what holds it) was replaced
      } else if (p.length === path.length + 1 && isPrefix(path, p)) {
        const list = valueAt(root, path);
        if (!Array.isArray(list)) this.stale = true;
        else if (p[path.length] === 'length') this.trim(list.length);
        else this.reindex(list, Number(p[path.length]));
      }
      if (this.stale) return;
    }
  }

  invalidate(): void {
    this.stale = true;
  }

  private rebuild(root: object): void {
    this.byKey.clear();
    this.keysAt = [];
    this.stale = false;
    const list = valueAt(root, this.spec.path);
    if (!Array.isArray(list)) return;
    for (let i = 0; i < list.length; i++) this.reindex(list as T[], i);
  }

  private reindex(list: readonly T[], i: number): void {
    for (const key of this.keysAt[i] ?? []) this.remove(key, i);
    const record = list[i];
    const keys = record === undefined || record === null ? undefined : this.spec.keys(record);
    this.keysAt[i] = keys;
    for (const key of keys ?? []) this.add(key, i);
  }

  private trim(length: number): void {
    for (let i = length; i < this.keysAt.length; i++) for (const key of this.keysAt[i] ?? []) this.remove(key, i);
    this.keysAt.length = Math.min(this.keysAt.length, length);
  }

  private add(key: string, i: number): void {
    const at = this.byKey.get(key);
    if (at === undefined) this.byKey.set(key, i);
    else if (typeof at === 'number') {
      if (at !== i) this.byKey.set(key, [at, i]);
    } else if (!at.includes(i)) at.push(i);
  }

  private remove(key: string, i: number): void {
    const at = this.byKey.get(key);
    if (at === i) this.byKey.delete(key);
    else if (Array.isArray(at)) {
      const rest = at.filter((j) => j !== i);
      if (rest.length === 1) this.byKey.set(key, rest[0]);
      else this.byKey.set(key, rest);
    }
  }
}

type Finder = <T>(spec: IndexSpec<T>, key: string, at: object) => T[];
const FINDER = Symbol('store indexes');

/**
 * Lends the store's indexes to the data it holds (a hidden, symbol-keyed field: never serialized),
 * so the rules that take `data` can look records up without being handed the store.
 */
export function lendIndexes(data: object, finder: Finder): void {
  Object.defineProperty(data, FINDER, { value: finder, enumerable: false, configurable: true });
}

/**
 * The records of an indexed list under a key, in list order. Pass the `data` you hold: a write's
 * view returns records whose changes are recorded. The index answers for the list as it was when
 * the write began, so check the returned records. Without a store (data built in a test), a scan.
 */
export function lookup<T>(data: object, spec: IndexSpec<T>, key: string): T[] {
  const finder = (data as { [FINDER]?: Finder })[FINDER];
  if (finder) return finder(spec, key, data);
  const list = valueAt(data, spec.path);
  return Array.isArray(list) ? (list as T[]).filter((r) => r != null && spec.keys(r).includes(key)) : [];
}
