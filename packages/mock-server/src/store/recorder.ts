import { isSafeKey, parentOf, pathKey, recordPathOf, valueAt, type Path } from './record-paths.ts';

/**
 * What one store.write() changed, captured without the callers saying so: the change runs against
 * a Proxy view of the data, and every set or delete, at any depth, marks the record it falls in
 * (see record-paths.ts). Only the records on the way to what the change reads are wrapped, lazily,
 * so a write costs the same whatever the size of the collections it does not scan.
 *
 * Values put into the data are unwrapped, so the stored tree never holds a proxy. Once finished,
 * views left in the caller's hands read through to the plain data and record nothing.
 *
 * A view keeps the path it was first reached by: a record moved within its list during the same
 * write (splice, sort) is marked at its old place. The store's lists are appended to, changed in
 * place or replaced whole, all of which are recorded exactly.
 */
export interface Recording<D extends object> {
  readonly view: D;
  /** Marks a record as changed by other means (the store's id counters). */
  mark(path: Path): void;
  /** Stops recording; the changed records, each once, in the order first touched. */
  finish(): Path[];
  /**
   * Puts every changed record back as it was before its first change (newest first), so a write
   * whose journal entry could not be saved leaves no trace in memory. Call after finish().
   */
  undo(): void;
}

export function startRecording<D extends object>(root: D): Recording<D> {
  const state = { open: true };
  const changes = changeLog(root);
  const mark = (path: Path) => {
    if (state.open) changes.mark(path);
  };
  return {
    view: viewMaker(state, mark)(root, []) as D,
    mark,
    finish() {
      state.open = false;
      return changes.paths();
    },
    undo: changes.undo,
  };
}

/** The changed records, each once, and each as it was before its first change, for undo(). */
function changeLog(root: object): { mark(path: Path): void; paths(): Path[]; undo(): void } {
  const dirty = new Map<string, Path>();
  // Each changed record as it was before its first change (a deep copy: the change goes on to edit
  // it in place), or absent: what undo() puts back.
  const before: { path: Path; existed: boolean; value: unknown }[] = [];
  const kept = new Set<string>();
  const keep = (record: Path) => {
    const key = pathKey(record);
    if (kept.has(key)) return;
    kept.add(key);
    const parent = parentOf(root, record);
    const last = record[record.length - 1];
    const existed = parent !== undefined && Object.prototype.hasOwnProperty.call(parent, last);
    before.push({ path: record, existed, value: existed ? structuredClone(valueAt(root, record)) : undefined });
  };
  return {
    mark(path) {
      const record = recordPathOf(path);
      const key = pathKey(record);
      if (dirty.has(key)) return;
      dirty.set(key, record);
      const parent = parentOf(root, record);
      // Setting an index past a list's end grows its length before the 'length' write is seen: keep
      // the length as it is now, so undo cuts the list back.
      if (Array.isArray(parent)) keep([...record.slice(0, -1), 'length']);
      keep(record);
    },
    paths: () => [...dirty.values()],
    undo() {
      for (const { path, existed, value } of before.reverse()) {
        const parent = parentOf(root, path) as Record<string, unknown> | undefined;
        if (!parent) continue;
        const last = path[path.length - 1];
        if (existed) parent[last] = value;
        else delete parent[last];
      }
      before.length = 0;
    },
  };
}

const childKey = (target: object, key: string) => (Array.isArray(target) && /^\d+$/.test(key) ? Number(key) : key);

/**
 * Wraps an object of the data, at its path, in a view that marks what is set, deleted or defined
 * through it and wraps what is read from it; one view per object. While state.open only.
 */
function viewMaker(state: { open: boolean }, mark: (path: Path) => void): (target: object, path: Path) => object {
  const proxies = new WeakMap<object, object>();
  const targets = new WeakMap<object, object>();
  const unwrap = (value: unknown) => unwrapViews(value, targets);

  function wrap(target: object, path: Path): object {
    const known = proxies.get(target);
    if (known) return known;
    const proxy = new Proxy(target, {
      get(t, key) {
        const value: unknown = Reflect.get(t, key);
        if (!state.open || typeof key !== 'string' || typeof value !== 'object' || value === null) return value;
        return wrap(value, [...path, childKey(t, key)]);
      },
      set(t, key, value) {
        if (typeof key === 'string') {
          if (!isSafeKey(key)) return false;
          mark([...path, childKey(t, key)]);
        }
        return Reflect.set(t, key, unwrap(value));
      },
      deleteProperty(t, key) {
        if (typeof key === 'string') mark([...path, childKey(t, key)]);
        return Reflect.deleteProperty(t, key);
      },
      defineProperty(t, key, descriptor) {
        if (typeof key === 'string') mark([...path, childKey(t, key)]);
        const value: unknown = descriptor.value;
        return Reflect.defineProperty(
          t,
          key,
          'value' in descriptor ? { ...descriptor, value: unwrap(value) } : descriptor,
        );
      },
    });
    proxies.set(target, proxy);
    targets.set(proxy, target);
    return proxy;
  }
  return wrap;
}

/** The plain object behind a view; a fresh object has the views it holds replaced by theirs. */
function unwrapViews(value: unknown, targets: WeakMap<object, object>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const target = targets.get(value);
  if (target) return target;
  // A fresh object may carry views picked up by spreading a record: store their targets instead.
  const fields = value as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    const child = fields[key];
    if (typeof child === 'object' && child !== null) {
      const plain = unwrapViews(child, targets);
      if (plain !== child) fields[key] = plain;
    }
  }
  return value;
}
