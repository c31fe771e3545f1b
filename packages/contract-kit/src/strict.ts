import type { Operation, Schema } from './contract.ts';
import type { Exchange } from './http-client.ts';

// Properties an answer carries that its schema does not declare. Two uses:
// - the denylist (always on): a secret-looking field (`password`, `password_hash`, `otp`, `token`)
//   anywhere the schema does not declare it is a leak, whatever additionalProperties allows;
// - strict mode (--strict): any undeclared property is a failure, so a backend that answers with
//   more than the contract says (internal columns, debug fields) is caught.
// The walk follows $ref, allOf, oneOf and anyOf (a property declared by any branch counts as
// declared) and items; where a schema names additionalProperties or patternProperties as a schema,
// the values under it are walked with that schema.

/** Field names that must never reach a client unless the contract declares them at that spot. */
export const DENYLIST = ['password', 'password_hash', 'passwordhash', 'otp', 'otp_code', 'token'];

export interface Undeclared {
  /** JSON pointer of the property in the answer. */
  path: string;
  /** True when the name is on the denylist. */
  secret: boolean;
}

type Node = Record<string, unknown>;

function resolveRef(doc: Node, schema: unknown, depth = 0): Node {
  let node = schema as Node | undefined;
  while (node && typeof node.$ref === 'string' && depth++ < 32) {
    const ref = node.$ref.replace(/^(\.\/)?(openapi\.ya?ml)?#\//, '');
    const target = ref.split('/').reduce<unknown>((n, k) => (n as Node | undefined)?.[k], doc) as Node | undefined;
    // Siblings of $ref (OpenAPI 3.1) still apply: merge them over the target.
    const { $ref: _ref, ...siblings } = node;
    node = target ? { ...target, ...siblings } : undefined;
  }
  return node ?? {};
}

/** The schema and its composition branches, flattened (each resolved). */
function branches(doc: Node, schema: unknown, out: Node[] = [], depth = 0): Node[] {
  const node = resolveRef(doc, schema);
  out.push(node);
  if (depth > 16) return out;
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = node[key];
    if (Array.isArray(list)) for (const b of list) branches(doc, b, out, depth + 1);
  }
  return out;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every property of `data` that `schema` does not declare, with its path. */
export function undeclaredProperties(doc: Node, schema: Schema | undefined, data: unknown, path = ''): Undeclared[] {
  if (!schema || data === null || typeof data !== 'object') return [];
  const parts = branches(doc, schema);
  const out: Undeclared[] = [];
  if (Array.isArray(data)) {
    const itemSchemas = parts.map((p) => p.items).filter(Boolean);
    if (!itemSchemas.length) return [];
    data.forEach((item, i) => out.push(...firstFit(doc, itemSchemas, item, `${path}/${i}`)));
    return out;
  }
  const declared = new Map<string, unknown[]>();
  const open: unknown[] = [];
  const patterns: [RegExp, unknown][] = [];
  let anyObjectSchema = false;
  for (const p of parts) {
    const props = p.properties as Node | undefined;
    if (props || p.type === 'object' || p.additionalProperties !== undefined) anyObjectSchema = true;
    for (const [k, v] of Object.entries(props ?? {})) declared.set(k, [...(declared.get(k) ?? []), v]);
    if (p.additionalProperties && typeof p.additionalProperties === 'object') open.push(p.additionalProperties);
    for (const [re, v] of Object.entries((p.patternProperties as Node | undefined) ?? {})) {
      try {
        patterns.push([new RegExp(re, 'u'), v]);
      } catch {
        // A pattern JavaScript cannot read declares nothing here.
      }
    }
  }
  // A schema that says nothing about objects (no type, no properties) declares nothing to compare.
  if (!anyObjectSchema) return [];
  for (const [key, value] of Object.entries(data as Node)) {
    const where = `${path}/${escape(key)}`;
    const own = declared.get(key);
    const pattern = patterns.find(([re]) => re.test(key));
    if (own) out.push(...firstFit(doc, own, value, where));
    else if (pattern) out.push(...undeclaredProperties(doc, pattern[1] as Schema, value, where));
    else {
      const secret = DENYLIST.includes(key.toLowerCase());
      out.push({ path: where, secret });
      // A value under an open map is walked with the map's schema (a secret inside it is still a secret).
      if (open.length) out.push(...firstFit(doc, open, value, where));
    }
  }
  return out;
}

/** Of several schemas that may describe a value, the walk that finds the fewest undeclared properties. */
function firstFit(doc: Node, schemas: unknown[], value: unknown, path: string): Undeclared[] {
  let best: Undeclared[] | undefined;
  for (const s of schemas) {
    const found = undeclaredProperties(doc, s as Schema, value, path);
    if (!best || found.length < best.length) best = found;
    if (!found.length) break;
  }
  return best ?? [];
}

/**
 * The strict-mode and denylist problems of one answer body against its documented schema: secrets
 * always, any undeclared property only when strict. An additionalProperties schema (an open map)
 * makes its keys declared for strict mode, but a secret-looking key under it is still reported.
 */
export function strictProblems(doc: Node, schema: Schema | undefined, body: unknown, strict: boolean): string[] {
  if (!schema || body === undefined) return [];
  const found = undeclaredProperties(doc, schema, body);
  const openMapKeys = new Set(openMapPaths(doc, schema, body));
  const secrets = found.filter((f) => f.secret).map((f) => f.path);
  const extra = strict ? found.filter((f) => !f.secret && !openMapKeys.has(f.path)).map((f) => f.path) : [];
  const problems: string[] = [];
  if (secrets.length)
    problems.push(
      `leaked secret field${secrets.length > 1 ? 's' : ''} the schema does not declare: ${secrets.join(', ')}`,
    );
  if (extra.length)
    problems.push(`undeclared propert${extra.length > 1 ? 'ies' : 'y'} (--strict): ${extra.slice(0, 8).join(', ')}`);
  return problems;
}

/** Paths of keys an open map (additionalProperties: schema or true) allows. */
function openMapPaths(doc: Node, schema: Schema, data: unknown, path = ''): string[] {
  if (data === null || typeof data !== 'object') return [];
  const parts = branches(doc, schema);
  const out: string[] = [];
  if (Array.isArray(data)) {
    const items = parts.map((p) => p.items).find(Boolean);
    if (items) data.forEach((item, i) => out.push(...openMapPaths(doc, items as Schema, item, `${path}/${i}`)));
    return out;
  }
  const isOpen = parts.some((p) => p.additionalProperties === true || typeof p.additionalProperties === 'object');
  for (const [key, value] of Object.entries(data as Node)) {
    const where = `${path}/${escape(key)}`;
    const own = parts.map((p) => (p.properties as Node | undefined)?.[key]).find(Boolean);
    if (own) out.push(...openMapPaths(doc, own as Schema, value, where));
    else if (isOpen) out.push(where);
  }
  return out;
}

/** The strict-mode and denylist problems of an answer to an operation (its documented JSON schema). */
export function exchangeStrictProblems(doc: Node, op: Operation, ex: Exchange, strict: boolean): string[] {
  if (ex.networkError || ex.json === undefined) return [];
  const def = op.responses[String(ex.status)] ?? (ex.status >= 500 ? op.responses.default : undefined);
  const schema =
    def?.content[ex.contentType]?.schema ?? (ex.status >= 400 ? { $ref: '#/components/schemas/Error' } : undefined);
  return strictProblems(doc, schema, ex.json, strict);
}
