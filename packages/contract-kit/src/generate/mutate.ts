import type { Schema } from '../contract.ts';
import { resolve } from '../schema-sample.ts';

// Ways to break one value against its schema, one constraint at a time: the invalid half of the
// generated inputs. The caller keeps only those ajv finds invalid.

/** In the order the kit tries them: the first N requests cover N different kinds. */
export const BREAK_KINDS = [
  'missing-required',
  'out-of-range',
  'wrong-type',
  'too-long',
  'bad-pattern',
  'bad-enum',
  'bad-format',
  'too-short',
  'too-many-items',
  'unexpected-field',
] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

export interface Breakage {
  kind: BreakKind;
  /** The broken value; undefined with `missing-required` (the field is left out). */
  value?: unknown;
  /** The constraint broken, for the report ("maximum 50"). */
  note: string;
}

const BAD_FORMATS: Record<string, string> = {
  date: '2026-13-45',
  'date-time': '2026-13-45T25:61:00Z',
  email: 'not-an-email',
  uuid: 'not-a-uuid',
  uri: 'not a uri',
};

/** The schema a value must meet, with `oneOf: [X, null]` and `type: [X, 'null']` read as X. */
export function valueSchema(doc: unknown, schema: Schema | undefined): Schema {
  let s = resolve(doc, schema);
  const choices = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  const notNull = choices?.find((c) => resolve(doc, c).type !== 'null');
  if (notNull) {
    const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = s;
    s = { ...rest, ...resolve(doc, notNull) };
  }
  if (Array.isArray(s.type)) s = { ...s, type: (s.type as string[]).find((t) => t !== 'null') };
  return s;
}

function wrongTypes(type: unknown, inQuery: boolean): unknown[] {
  switch (type) {
    case 'integer':
      return inQuery ? ['not-a-number', '1.5'] : ['not-a-number', 1.5];
    case 'number':
      return ['not-a-number'];
    case 'boolean':
      return inQuery ? ['yes'] : ['yes', 1];
    case 'string':
      return inQuery ? [] : [12345, true];
    case 'array':
      return inQuery ? [] : [{ not: 'an array' }];
    case 'object':
      return inQuery ? [] : [['not', 'an', 'object']];
    default:
      return [];
  }
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** Every single-constraint breakage of a value (`valid` is a valid value to start from). */
export function breakValue(doc: unknown, schema: Schema | undefined, valid: unknown, inQuery: boolean): Breakage[] {
  const s = valueSchema(doc, schema);
  const out: Breakage[] = [];
  const add = (kind: BreakKind, value: unknown, note: string) => out.push({ kind, value, note });
  for (const value of wrongTypes(s.type, inQuery)) add('wrong-type', value, `type ${String(s.type)}`);
  const min = num(s.minimum);
  const max = num(s.maximum);
  if (min !== undefined) add('out-of-range', min - 1, `minimum ${min}`);
  if (max !== undefined) add('out-of-range', max + 1, `maximum ${max}`);
  if (Array.isArray(s.enum)) {
    const numeric = s.enum.every((e) => typeof e === 'number');
    const bad = numeric ? Math.max(...(s.enum as number[])) + 1 : 'not-one-of-these';
    add('bad-enum', bad, `one of ${s.enum.join(', ')}`);
  }
  if ('const' in s) add('bad-enum', typeof s.const === 'string' ? `${s.const}-not` : 'not-the-const', 'const');
  if (s.type === 'string') {
    const start = typeof valid === 'string' ? valid : '';
    const maxLength = num(s.maxLength);
    const minLength = num(s.minLength) ?? 0;
    if (maxLength !== undefined) add('too-long', start.padEnd(maxLength + 1, 'x'), `maxLength ${maxLength}`);
    if (minLength > 0) add('too-short', [...start].slice(0, minLength - 1).join(''), `minLength ${minLength}`);
    if (typeof s.pattern === 'string') {
      const pattern = new RegExp(s.pattern, 'u');
      const fits = (v: string) => v.length >= minLength && v.length <= (maxLength ?? Infinity);
      const candidates = [
        '!',
        '!!!!!',
        ' ',
        `${start.slice(0, -1)}!`,
        `!${start.slice(1)}`,
        '\u0007'.repeat(minLength || 1),
      ];
      const bad = candidates.find((c) => fits(c) && !pattern.test(c));
      if (bad !== undefined) add('bad-pattern', bad, `pattern ${s.pattern}`);
    }
    if (typeof s.format === 'string' && BAD_FORMATS[s.format])
      add('bad-format', BAD_FORMATS[s.format], `format ${s.format}`);
  }
  if (s.type === 'array' && !inQuery) {
    const items = Array.isArray(valid) ? valid : [];
    const maxItems = num(s.maxItems);
    if (maxItems !== undefined && items.length)
      add(
        'too-many-items',
        Array.from({ length: maxItems + 1 }, (_, i) => items[i % items.length]),
        `maxItems ${maxItems}`,
      );
    if ((num(s.minItems) ?? 0) > 0) add('too-short', [], `minItems ${String(s.minItems)}`);
    if (s.uniqueItems && items.length) add('too-many-items', [items[0], items[0]], 'uniqueItems');
  }
  if (s.type === 'object' && !inQuery && valid && typeof valid === 'object' && !Array.isArray(valid)) {
    if (s.additionalProperties === false || s.maxProperties === 0)
      add('unexpected-field', { ...valid, unexpected_field: 1 }, 'no other properties');
  }
  return out;
}
