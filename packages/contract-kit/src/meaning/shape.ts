import type { Operation, Schema } from '../contract.ts';
import { refName, resolve } from '../schema-sample.ts';

// Where the records are in an operation's answer, read from the contract: the list of a list
// operation (and its page fields), the record a creating operation returns.

export interface PageFields {
  /** Paths in the JSON answer ('data.total'). */
  total: string;
  page?: string;
  pageSize?: string;
  /** The query parameters that ask for a page, and the largest page size allowed. */
  pageParam: string;
  sizeParam: string;
  maxSize: number;
}

export interface ListShape {
  /** Path of the array of records in the JSON answer ('data.doctors'). */
  items: string;
  /** The records' component name ('DoctorSummary'), when the items are a $ref. */
  itemRef?: string;
  itemSchema: Schema;
  paged?: PageFields;
}

const PAGE_PARAMS = ['page'];
const SIZE_PARAMS = ['page_size', 'per_page', 'limit'];
const isObject = (doc: unknown, s: Schema) => {
  const r = resolve(doc, s);
  return r.type === 'object' || !!r.properties || Array.isArray(r.allOf);
};

/** Depth-first over object properties: [path, schema, parent properties]. */
function* walk(
  doc: unknown,
  schema: Schema | undefined,
  path: string[] = [],
): Generator<[string[], Schema, Record<string, Schema>]> {
  if (path.length > 3) return;
  const props = (resolve(doc, schema).properties ?? {}) as Record<string, Schema>;
  for (const [key, sub] of Object.entries(props)) {
    yield [[...path, key], sub, props];
    yield* walk(doc, sub, [...path, key]);
  }
}

function okJson(op: Operation): Schema | undefined {
  const status = Object.keys(op.responses).find((s) => /^2\d\d$/.test(s));
  return status ? op.responses[status].content['application/json']?.schema : undefined;
}

/** The list a GET operation answers with, or undefined when it answers with no list of records. */
export function listShape(doc: unknown, op: Operation): ListShape | undefined {
  if (op.method !== 'GET') return undefined;
  for (const [path, sub, siblings] of walk(doc, okJson(op))) {
    const s = resolve(doc, sub);
    if (s.type !== 'array' || !s.items || !isObject(doc, s.items as Schema)) continue;
    const shape: ListShape = {
      items: path.join('.'),
      itemRef: refName(s.items as Schema),
      itemSchema: s.items as Schema,
    };
    const param = (names: string[]) => op.parameters.find((p) => p.in === 'query' && names.includes(p.name));
    const pageParam = param(PAGE_PARAMS);
    const sizeParam = param(SIZE_PARAMS);
    if (siblings.total && pageParam && sizeParam) {
      const at = (key: string) => (siblings[key] ? [...path.slice(0, -1), key].join('.') : undefined);
      shape.paged = {
        total: at('total')!,
        page: at(pageParam.name),
        pageSize: at(sizeParam.name),
        pageParam: pageParam.name,
        sizeParam: sizeParam.name,
        maxSize: Number(resolve(doc, sizeParam.schema).maximum ?? 100),
      };
    }
    return shape;
  }
  return undefined;
}

/** The record a creating operation answers with: its path and component name, or undefined. */
export function createdRecord(doc: unknown, op: Operation): { path: string; ref: string } | undefined {
  if (op.method !== 'POST' || !op.responses['201']) return undefined;
  const schema = op.responses['201'].content['application/json']?.schema;
  for (const [path, sub] of walk(doc, schema)) {
    const ref = refName(sub);
    const props = resolve(doc, sub).properties as Record<string, Schema> | undefined;
    if (ref && props?.id) return { path: path.join('.'), ref };
  }
  return undefined;
}

/** How a record is told apart from the others in a list. */
export function keyOf(item: unknown): string {
  const row = item as Record<string, unknown>;
  for (const key of ['id', 'pmdc', 'call_id', 'booking_id'])
    if (row?.[key] !== undefined) return `${key}=${String(row[key])}`;
  return JSON.stringify(item);
}
