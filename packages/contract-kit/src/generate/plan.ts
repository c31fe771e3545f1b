import type { Operation } from '../contract.ts';
import type { Validate } from '../schema-validator.ts';
import { jsonBody } from '../contract.ts';
import { resolve } from '../schema-sample.ts';
import { generateValue, type Bound } from './arbitrary.ts';
import { fieldsOf, label, shown, typedQueryValue, type Field } from './fields.ts';
import { BREAK_KINDS, breakValue, type BreakKind } from './mutate.ts';

// The generated requests of one operation: N valid and N invalid, each reproducible from
// (seed, operationId, kind, index) alone, so one failing request replays without the others.

/** A request known to work (the contract's example, discovered ids, the config). */
export interface BaseRequest {
  query: Record<string, string | number | boolean>;
  body?: unknown;
}

export interface GeneratedRequest {
  kind: 'valid' | 'invalid';
  index: number;
  query: Record<string, string>;
  body?: unknown;
  /** Valid: which bound and fields; invalid: the field and the constraint broken. */
  what: string;
  /** Fields whose values the generator made rather than took from the known-good request. */
  generated: string[];
  broken?: BreakKind;
}

/** FNV-1a over the request's coordinates: its own seed, whatever else was generated. */
export function requestSeed(seed: number, operationId: string, kind: string, index: number): number {
  let h = 0x811c9dc5;
  for (const ch of `${seed}|${operationId}|${kind}|${index}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

/** mulberry32: a small seeded generator for the kit's own choices (which field, include or not). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(list: T[], rng: () => number): void {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
}

const subSeed = (rng: () => number) => Math.floor(rng() * 2 ** 31);
const asQuery = (query: BaseRequest['query']) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
const valueIn = (base: BaseRequest, f: Field): unknown =>
  f.in === 'query'
    ? base.query[f.name]
    : f.in === 'body'
      ? (base.body as Record<string, unknown>)?.[f.name]
      : base.body;

function assemble(fields: Field[], values: Map<Field, unknown>, base: BaseRequest) {
  const query = asQuery(base.query);
  let body: unknown = base.body === undefined ? undefined : structuredClone(base.body);
  const bodyFields: Record<string, unknown> = {};
  let hasBodyFields = false;
  for (const f of fields) {
    const has = values.has(f);
    const v = values.get(f);
    if (f.in === 'query') {
      if (has && v !== undefined) query[f.name] = String(v);
      else delete query[f.name];
    } else if (f.in === 'body') {
      hasBodyFields = true;
      if (has && v !== undefined) bodyFields[f.name] = v;
    } else if (has) body = v;
  }
  if (hasBodyFields) body = bodyFields;
  return { query, body };
}

function problemsOf(
  doc: unknown,
  op: Operation,
  fields: Field[],
  req: { query: Record<string, string>; body?: unknown },
  validate: Validate,
): string[] {
  const problems: string[] = [];
  for (const f of fields.filter((x) => x.in === 'query')) {
    const raw = req.query[f.name];
    if (raw === undefined) {
      if (f.required) problems.push(`${label(f)} missing`);
    } else problems.push(...validate(f.schema, typedQueryValue(doc, f.schema, raw)).map((e) => `${label(f)} ${e}`));
  }
  const media = jsonBody(op);
  if (media?.schema) problems.push(...validate(media.schema, req.body).map((e) => `body${e}`));
  return problems;
}

function validOne(
  doc: unknown,
  op: Operation,
  base: BaseRequest,
  seed: number,
  index: number,
  validate: Validate,
): GeneratedRequest | undefined {
  const bound: Bound = index === 0 ? 'max' : index === 1 ? 'min' : 'random';
  const rng = random(requestSeed(seed, op.operationId, 'valid', index));
  const fields = fieldsOf(doc, op);
  for (let attempt = 0; attempt < 5; attempt++) {
    const values = new Map<Field, unknown>();
    const generated: string[] = [];
    for (const f of fields) {
      const known = valueIn(base, f);
      // max: the known-good required values and every optional field at its upper bound;
      // min: every required field generated at its lower bound and no optional one;
      // random: each required field known or generated, each optional one there or not.
      const take = f.required
        ? bound === 'max' || (bound === 'random' && rng() < 0.5)
          ? known !== undefined
            ? 'known'
            : 'generate'
          : 'generate'
        : bound === 'max' || (bound === 'random' && rng() < 0.5)
          ? 'generate'
          : 'omit';
      if (take === 'known') values.set(f, known);
      if (take === 'generate') {
        values.set(f, generateValue(doc, f.schema, subSeed(rng), bound));
        generated.push(f.name);
      }
    }
    const req = assemble(fields, values, base);
    if (problemsOf(doc, op, fields, req, validate).length) continue;
    const what = `${bound} bound${generated.length ? `, generated ${generated.map((n) => label(fields.find((f) => f.name === n)!)).join(' ')}` : ''}`;
    return { kind: 'valid', index, ...req, what, generated };
  }
  return undefined;
}

/** N valid requests: #0 at the upper bounds with every optional field, #1 at the lower, then random. */
export function validRequests(
  doc: unknown,
  op: Operation,
  base: BaseRequest,
  seed: number,
  n: number,
  validate: Validate,
): GeneratedRequest[] {
  return Array.from({ length: n }, (_, i) => validOne(doc, op, base, seed, i, validate)).filter((r) => r !== undefined);
}

/** N invalid requests, each the known-good one with one field broken; the first N cover N kinds. */
export function invalidRequests(
  doc: unknown,
  op: Operation,
  base: BaseRequest,
  seed: number,
  n: number,
  validate: Validate,
): GeneratedRequest[] {
  const fields = fieldsOf(doc, op);
  const known = new Map<Field, unknown>();
  for (const f of fields) {
    const v = valueIn(base, f);
    if (v !== undefined) known.set(f, f.in === 'query' ? typedQueryValue(doc, f.schema, String(v)) : v);
  }
  const candidates = new Map<BreakKind, GeneratedRequest[]>(BREAK_KINDS.map((k) => [k, []]));
  for (const f of fields) {
    const start = known.has(f)
      ? known.get(f)
      : generateValue(doc, f.schema, requestSeed(seed, op.operationId, 'start', 0));
    const breakages = breakValue(doc, f.schema, start, f.in === 'query');
    if (f.required && f.in !== 'whole-body') breakages.unshift({ kind: 'missing-required', note: 'required' });
    for (const b of breakages) {
      const values = new Map(known);
      if (b.kind === 'missing-required') values.delete(f);
      else values.set(f, b.value);
      const req = assemble(fields, values, base);
      if (!problemsOf(doc, op, fields, req, validate).length) continue;
      const what =
        b.kind === 'missing-required'
          ? `${label(f)} missing (required)`
          : `${label(f)}=${shown(b.value)} (${b.kind}: ${b.note})`;
      candidates.get(b.kind)!.push({ kind: 'invalid', index: 0, ...req, what, generated: [f.name], broken: b.kind });
    }
  }
  const media = jsonBody(op);
  const bodySchema = media?.schema ? resolve(doc, media.schema) : undefined;
  if (bodySchema?.additionalProperties === false && fields.some((f) => f.in === 'body')) {
    const req = assemble(fields, known, base);
    const body = { ...(req.body as object), unexpected_field: 1 };
    candidates.get('unexpected-field')!.push({
      kind: 'invalid',
      index: 0,
      ...req,
      body,
      what: 'body.unexpected_field=1 (unexpected-field: additionalProperties false)',
      generated: [],
      broken: 'unexpected-field',
    });
  }
  const rng = random(requestSeed(seed, op.operationId, 'invalid', -1));
  for (const list of candidates.values()) shuffle(list, rng);
  const picked: GeneratedRequest[] = [];
  for (let round = 0; picked.length < n; round++) {
    const before = picked.length;
    for (const kind of BREAK_KINDS) {
      const next = candidates.get(kind)![round];
      if (next && picked.length < n) picked.push({ ...next, index: picked.length });
    }
    if (picked.length === before) break;
  }
  return picked;
}
