// Compares two versions of one dereferenced schema from the side of the client:
// a request (what a client sends) breaks when it accepts less; a response (what a client reads)
// breaks when it may hold less or something new.
import type { Emit } from '../model/change.ts';
import { compareRequestConstraints } from './compare-constraints.ts';
import { allows, formatTypes, shapeOf, type Shape } from './shape.ts';

export type Side = 'request' | 'response';

type Pair = [unknown, unknown];

export function compareSchema(base: unknown, head: unknown, side: Side, at: string, emit: Emit): void {
  walk(base, head, side, at, emit, []);
}

function walk(base: unknown, head: unknown, side: Side, at: string, emit: Emit, stack: Pair[]): void {
  // A recursive schema is compared once per pair of nodes on the current path.
  if (stack.some(([b, h]) => b === base && h === head)) return;
  const path: Pair[] = [...stack, [base, head]];
  const b = shapeOf(base);
  const h = shapeOf(head);

  compareTypes(b, h, side, at, emit);
  compareEnums(b, h, side, at, emit);
  if (side === 'request') {
    compareRequestConstraints(b.own, h.own, at, emit);
    compareDefaults(b.own, h.own, at, emit);
  }
  compareFields(b, h, side, at, emit, path);
  if (b.items && h.items) walk(b.items, h.items, side, `${at}[]`, emit, path);
  compareVariants(b, h, side, at, emit, path);
}

function compareTypes(b: Shape, h: Shape, side: Side, at: string, emit: Emit): void {
  const lost = b.types === null ? h.types !== null : [...b.types].some((type) => !allows(h.types, type));
  const gained = h.types === null ? b.types !== null : [...h.types].some((type) => !allows(b.types, type));
  const detail = `type ${formatTypes(b.types)} → ${formatTypes(h.types)}`;
  if (side === 'request') {
    if (lost) emit('narrowed-request-type', at, detail);
    else if (gained) emit('widened-request-type', at, detail);
  } else if (gained) {
    const mayBeNull = h.types?.has('null') && !b.types?.has('null');
    emit('widened-response-type', at, mayBeNull ? `${detail} (may now be null)` : detail);
  }
}

/** `x-extensible-enum: true`: the contract promises clients accept values it does not list yet. */
export const isOpenEnum = (schema: Record<string, unknown>) => schema['x-extensible-enum'] === true;

const key = (value: unknown) => JSON.stringify(value);
const list = (values: unknown[]) => `[${values.map(key).join(', ')}]`;
const missingFrom = (values: unknown[], from: unknown[]) => {
  const keys = new Set(from.map(key));
  return values.filter((value) => !keys.has(key(value)));
};

function compareEnums(b: Shape, h: Shape, side: Side, at: string, emit: Emit): void {
  if (b.enum === null && h.enum === null) return;
  const detail = `enum ${b.enum ? list(b.enum) : 'none'} → ${h.enum ? list(h.enum) : 'none'}`;
  if (side === 'request') {
    if (h.enum && (b.enum === null || missingFrom(b.enum, h.enum).length > 0)) {
      emit('narrowed-request-enum', at, detail);
    } else if (b.enum && (h.enum === null || missingFrom(h.enum, b.enum).length > 0)) {
      emit('added-request-enum-value', at, detail);
    }
    return;
  }
  // An enum the base declares open gains values without breaking anyone: the document-wide
  // pass (openEnumChanges) notes it once rather than at every response that carries it.
  if (b.enum && isOpenEnum(b.own) && h.enum && missingFrom(b.enum, h.enum).length === 0) return;
  if (b.enum && (h.enum === null || missingFrom(h.enum, b.enum).length > 0)) {
    emit('added-response-enum-value', at, detail);
  } else if (b.enum && h.enum && missingFrom(b.enum, h.enum).length > 0) {
    emit('removed-response-enum-value', at, detail);
  }
}

/**
 * A request value's default is what the server does when a client leaves it out: changing or
 * dropping it changes the answer such a client gets (`page_size` 10 → 20); writing one down where
 * there was none is a note.
 */
function compareDefaults(base: Record<string, unknown>, head: Record<string, unknown>, at: string, emit: Emit): void {
  const had = 'default' in base;
  const has = 'default' in head;
  if (!had && !has) return;
  if (had && has && key(base.default) === key(head.default)) return;
  const show = (schema: Record<string, unknown>, present: boolean) => (present ? key(schema.default) : 'none');
  const detail = `default ${show(base, had)} → ${show(head, has)}`;
  emit(had ? 'changed-request-default' : 'added-request-default', at, detail);
}

function compareFields(b: Shape, h: Shape, side: Side, at: string, emit: Emit, path: Pair[]): void {
  const before = b.properties ?? {};
  const after = h.properties ?? {};
  for (const [name, schema] of Object.entries(before)) {
    const where = `${at}.${name}`;
    if (!(name in after)) {
      if (side === 'response') emit('removed-response-field', where, 'removed');
      else if (h.own.additionalProperties === false) {
        emit('removed-request-field', where, 'removed; the server refuses it now (additionalProperties: false)');
      } else emit('removed-request-field', where, 'removed; the server no longer reads it');
      continue;
    }
    walk(schema, after[name], side, where, emit, path);
  }
  if (side === 'request') {
    for (const name of h.required) {
      if (b.required.has(name)) continue;
      emit('new-required-request-field', `${at}.${name}`, name in before ? 'now required' : 'new and required');
    }
    for (const name of Object.keys(after)) {
      if (!(name in before) && !h.required.has(name)) emit('added-optional-request-field', `${at}.${name}`, 'new');
    }
    return;
  }
  for (const name of b.required) {
    if (!h.required.has(name) && name in after) emit('optional-response-field', `${at}.${name}`, 'no longer required');
  }
  for (const name of Object.keys(after)) {
    if (!(name in before))
      emit('added-response-field', `${at}.${name}`, h.required.has(name) ? 'new, required' : 'new');
  }
}

/** Unions of several non-null schemas: compared member by member when their count holds. */
function compareVariants(b: Shape, h: Shape, side: Side, at: string, emit: Emit, path: Pair[]): void {
  if (b.variants.length === 0 && h.variants.length === 0) return;
  if (b.variants.length === h.variants.length) {
    b.variants.forEach((variant, index) => walk(variant, h.variants[index], side, `${at}<${index}>`, emit, path));
    return;
  }
  const detail = `oneOf/anyOf members ${b.variants.length} → ${h.variants.length}`;
  const fewer = h.variants.length < b.variants.length;
  if (side === 'request') emit(fewer ? 'narrowed-request-type' : 'widened-request-type', at, detail);
  else if (!fewer) emit('widened-response-type', at, detail);
}
