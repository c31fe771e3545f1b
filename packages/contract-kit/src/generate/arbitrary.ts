import fc from 'fast-check';
import type { Schema } from '../contract.ts';
import { resolve } from '../schema-sample.ts';

// JSON Schema 2020-12 (as openapi.yaml writes it) -> a fast-check arbitrary, so every generated
// value is reproducible from a seed. Covers the keywords the contract uses: $ref, type (and type
// arrays with null), const, enum, oneOf/anyOf/allOf, minimum/maximum, minLength/maxLength,
// pattern, format (date, date-time, email, uri, uuid), items, uniqueItems, properties, required.
// The kit still checks every sample with ajv: this maps, ajv decides.

/** `random` draws anywhere (biased to edges); `max` and `min` draw the boundary values. */
export type Bound = 'random' | 'max' | 'min';

/** Longest string the kit generates whatever maxLength says (a body stays far under 1 MB). */
const LONGEST = 4096;
const LONGEST_ARRAY = 10;

/** Printable ASCII mostly, Urdu often, any other code point sometimes: what the portal's users type. */
const codePoint = fc
  .oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
    { weight: 2, arbitrary: fc.integer({ min: 0x600, max: 0x6ff }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 0x10ffff }).filter((c) => c < 0xd800 || c > 0xdfff) },
  )
  .map((c) => String.fromCodePoint(c));

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
/** JSON Schema counts code points, not UTF-16 units. */
export const lengthOf = (s: string) => [...s].length;

function pickByLength(arb: fc.Arbitrary<string>, bound: Bound): fc.Arbitrary<string> {
  if (bound === 'random') return arb;
  return fc
    .array(arb, { minLength: 8, maxLength: 8 })
    .map((xs) =>
      xs.reduce((a, b) => ((bound === 'max' ? lengthOf(b) > lengthOf(a) : lengthOf(b) < lengthOf(a)) ? b : a)),
    );
}

const DAY_MIN = new Date('1970-01-01T00:00:00Z');
const DAY_MAX = new Date('2099-12-31T23:59:59Z');
const anyDate = () => fc.date({ min: DAY_MIN, max: DAY_MAX, noInvalidDate: true });

function formatted(format: string): fc.Arbitrary<string> | undefined {
  switch (format) {
    case 'date':
      return anyDate().map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return anyDate().map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'uri-reference':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
    default:
      return undefined;
  }
}

function stringArb(s: Schema, bound: Bound): fc.Arbitrary<string> {
  const minLength = num(s.minLength) ?? 0;
  const maxLength = Math.min(num(s.maxLength) ?? LONGEST, LONGEST);
  const fits = (v: string) => lengthOf(v) >= minLength && lengthOf(v) <= maxLength;
  const pattern = typeof s.pattern === 'string' ? new RegExp(s.pattern, 'u') : undefined;
  const format = typeof s.format === 'string' ? formatted(s.format) : undefined;
  if (format)
    return pickByLength(
      format.filter((v) => fits(v) && (!pattern || pattern.test(v))),
      bound,
    );
  if (pattern) {
    const matching = fc.oneof(fc.stringMatching(pattern), fc.stringMatching(pattern, { size: 'medium' }));
    return pickByLength(matching.filter(fits), bound);
  }
  if (bound !== 'random') {
    const length = bound === 'max' ? maxLength : minLength;
    return fc.string({ unit: codePoint, minLength: length, maxLength: length });
  }
  return fc.oneof(
    fc.string({ unit: codePoint, minLength, maxLength }),
    fc.string({ unit: codePoint, minLength, maxLength, size: 'max' }),
  );
}

function numberArb(s: Schema, bound: Bound, integer: boolean): fc.Arbitrary<number> {
  const step = integer ? 1 : Number.EPSILON * 1024;
  const exMin = num(s.exclusiveMinimum);
  const exMax = num(s.exclusiveMaximum);
  const min = num(s.minimum) ?? (exMin !== undefined ? exMin + step : integer ? -(2 ** 31) : -1e9);
  const max = num(s.maximum) ?? (exMax !== undefined ? exMax - step : integer ? 2 ** 31 - 1 : 1e9);
  if (bound === 'max') return fc.constant(max);
  if (bound === 'min') return fc.constant(min);
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** allOf as one schema: properties and required are merged, other keywords the last one wins. */
function merged(doc: unknown, s: Schema): Schema {
  const parts = (s.allOf as Schema[]).map((p) => resolve(doc, p));
  const out: Schema = { ...s, allOf: undefined };
  for (const p of parts) {
    Object.assign(out, p, {
      properties: { ...(out.properties as object), ...(p.properties as object) },
      required: [...((out.required as string[]) ?? []), ...((p.required as string[]) ?? [])],
    });
  }
  return out;
}

function build(doc: unknown, schema: Schema | undefined, bound: Bound, depth: number): fc.Arbitrary<unknown> {
  const s = resolve(doc, schema);
  if (depth > 8) return fc.constant(null);
  const next = (sub: Schema | undefined, b: Bound = bound) => build(doc, sub, b, depth + 1);
  if (Array.isArray(s.allOf)) return next(merged(doc, s));
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) {
    if (bound === 'min') return fc.constant(s.enum[0]);
    if (bound === 'max') return fc.constant(s.enum[s.enum.length - 1]);
    return fc.constantFrom(...(s.enum as unknown[]));
  }
  const choices = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (choices) {
    if (bound === 'random') return fc.oneof(...choices.map((c) => next(c)));
    const firstNotNull = choices.find((c) => resolve(doc, c).type !== 'null') ?? choices[0];
    return next(firstNotNull);
  }
  if (Array.isArray(s.type)) {
    const types = s.type as string[];
    if (bound !== 'random') return next({ ...s, type: types.find((t) => t !== 'null') ?? types[0] });
    return fc.oneof(...types.map((type) => next({ ...s, type })));
  }
  const type = s.type ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return bound === 'random' ? fc.boolean() : fc.constant(bound === 'max');
    case 'integer':
      return numberArb(s, bound, true);
    case 'number':
      return numberArb(s, bound, false);
    case 'string':
      return stringArb(s, bound);
    case 'array': {
      const minLength = num(s.minItems) ?? 0;
      const maxLength = Math.min(num(s.maxItems) ?? LONGEST_ARRAY, minLength + LONGEST_ARRAY);
      const length =
        bound === 'max'
          ? { minLength: maxLength, maxLength }
          : bound === 'min'
            ? { minLength, maxLength: minLength }
            : { minLength, maxLength };
      // Unique items cannot all sit on one boundary value.
      const items = next(s.items as Schema, s.uniqueItems ? 'random' : bound);
      return s.uniqueItems
        ? fc.uniqueArray(items, { ...length, selector: (v) => JSON.stringify(v) })
        : fc.array(items, length);
    }
    case 'object': {
      if (s.maxProperties === 0) return fc.constant({});
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const required = ((s.required as string[]) ?? []).filter((k) => k in props);
      const keys = bound === 'min' ? required : Object.keys(props);
      const record = Object.fromEntries(keys.map((k) => [k, next(props[k])]));
      return fc.record(record, { requiredKeys: bound === 'random' ? required : keys });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const cache = new WeakMap<object, Map<Bound, fc.Arbitrary<unknown>>>();

/** The arbitrary of a schema of `doc` (cached per schema object and bound). */
export function arbitraryFor(doc: unknown, schema: Schema, bound: Bound = 'random'): fc.Arbitrary<unknown> {
  const byBound = cache.get(schema) ?? new Map<Bound, fc.Arbitrary<unknown>>();
  cache.set(schema, byBound);
  let arb = byBound.get(bound);
  if (!arb) byBound.set(bound, (arb = build(doc, schema, bound, 0)));
  return arb;
}

/** One value of a schema, the same for the same seed. */
export function generateValue(doc: unknown, schema: Schema, seed: number, bound: Bound = 'random'): unknown {
  return fc.sample(arbitraryFor(doc, schema, bound), { seed, numRuns: 1 })[0];
}
