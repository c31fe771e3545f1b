import { pointer, type Schema } from './contract.ts';

// Builds values from schemas: a valid sample when the contract has no example, an invalid value
// for negative checks, and a valid-but-unknown value for "unknown id -> 404" checks.

export function resolve(doc: unknown, schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let i = 0; i < 20 && typeof current.$ref === 'string'; i++) current = pointer(doc, current.$ref) as Schema;
  return current;
}

/** The component name a schema points at (`#/components/schemas/Id` -> `Id`). */
export function refName(schema: Schema | undefined): string | undefined {
  return typeof schema?.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;
}

export function sample(doc: unknown, schema: Schema | undefined): unknown {
  const s = resolve(doc, schema);
  if (s.example !== undefined) return structuredClone(s.example);
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.const !== undefined) return s.const;
  switch (s.type) {
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Number(s.minItems ?? 0) }, () => sample(doc, s.items as Schema));
    case 'object': {
      const out: Record<string, unknown> = {};
      const props = (s.properties ?? {}) as Record<string, Schema>;
      for (const key of (s.required as string[]) ?? []) out[key] = sample(doc, props[key]);
      return out;
    }
    default:
      return 'A'.repeat(Math.max(1, Number(s.minLength ?? 1)));
  }
}

/** A value that breaks the schema's type (a string for numbers, a number for strings...). */
export function wrongType(doc: unknown, schema: Schema | undefined): unknown {
  const s = resolve(doc, schema);
  switch (s.type) {
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return 12345;
  }
}

/** A query-string value that breaks the schema (query values are always strings on the wire). */
export function invalidQueryValue(doc: unknown, schema: Schema | undefined): string {
  const s = resolve(doc, schema);
  if (s.type === 'integer' || s.type === 'number') return 'not-a-number';
  if (typeof s.maxLength === 'number') return 'x'.repeat(s.maxLength + 1);
  return '';
}

let counter = 0;
/** Digits spelled as letters, for names whose pattern allows letters only. */
const letters = (s: string) => s.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * A valid value that names nothing on the server, for schemas that identify a record:
 * ids, PMDC numbers, e-mails, codes and names. undefined when the schema is not an identifier.
 */
export function unknownValue(doc: unknown, schema: Schema | undefined, name: string): unknown {
  const ref = refName(schema);
  const s = resolve(doc, schema);
  if (ref === 'Id') return 2147483647;
  if (ref === 'Pmdc') return '999999-Z';
  if (ref === 'LabBookingId') return 'LB-999999999';
  if (ref === 'Email') return `nobody.${unique()}@example.invalid`;
  if (s.type === 'array' && refName(s.items as Schema) === 'Id') return [2147483647];
  if (ref === 'OtpCode' || ref === 'MobileNumber') return undefined;
  if (s.type === 'string' && /(_code|^name)$/.test(name))
    return `Zzq${letters(unique())}`.slice(0, Number(s.maxLength ?? 20));
  return undefined;
}
