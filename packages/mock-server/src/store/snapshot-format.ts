import { recordDepth, type Key } from './record-paths.ts';

/**
 * The snapshot as a person reads it: the envelope and the collections are laid out over lines,
 * each record sits on one line of its own (so `grep` finds it and a diff shows it), and nothing is
 * indented deeper. `data` is the envelope's field holding the store.
 */
export function formatSnapshot(file: Record<string, unknown>): string {
  return `${layout(file, [], 0)}\n`;
}

function layout(value: unknown, path: readonly Key[], indent: number): string {
  // Inside `data`, records (and anything deeper) stay on one line; above them, containers open up.
  const inData = path[0] === 'data';
  const flat = !inData ? path.length >= 1 : path.length - 1 >= recordDepth(path.slice(1));
  if (flat || typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  const pad = ' '.repeat(indent + 1);
  const close = ' '.repeat(indent);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item, i) => pad + layout(item, [...path, i], indent + 1));
    return `[\n${items.join(',\n')}\n${close}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  const fields = entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${layout(v, [...path, k], indent + 1)}`);
  return `{\n${fields.join(',\n')}\n${close}}`;
}
