import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Schema } from './contract.ts';

// OpenAPI 3.1 schemas are JSON Schema 2020-12. The whole document is registered once under DOC_ID
// and every `#/...` (or `./openapi.yaml#/...`) reference is rewritten to point into it, so inline
// schemas in paths and the AsyncAPI payloads resolve the same components.

const DOC_ID = 'openapi.json';
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

export type Validate = (schema: Schema, data: unknown) => string[];

function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string')
      out.$ref = value.replace(/^(\.\/)?(openapi\.ya?ml)?#\//, `${DOC_ID}#/`);
    else if (key === 'example' || key === 'examples') continue;
    else out[key] = rewriteRefs(value);
  }
  return out;
}

export function formatErrors(errors: ErrorObject[] | null | undefined, limit = 5): string[] {
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    if (e.keyword === 'if' || e.keyword === 'anyOf' || e.keyword === 'oneOf') continue;
    const where = e.instancePath || '/';
    const extra = e.keyword === 'additionalProperties' ? ` '${String(e.params.additionalProperty)}'` : '';
    seen.add(`${where} ${e.message ?? e.keyword}${extra}`);
  }
  return [...seen].slice(0, limit);
}

/** Builds a validator bound to one OpenAPI document. Returns human-readable errors ([] = valid). */
export function createValidator(openapi: Record<string, unknown>): Validate {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(rewriteRefs({ components: openapi.components }) as object, DOC_ID);
  const cache = new WeakMap<Schema, ValidateFunction>();
  return (schema, data) => {
    let fn = cache.get(schema);
    if (!fn) {
      fn = ajv.compile(rewriteRefs(schema) as object);
      cache.set(schema, fn);
    }
    return fn(data) ? [] : formatErrors(fn.errors);
  };
}

/** A schema that points at a component by name (for payloads named in asyncapi.yaml). */
export function componentRef(ref: string): Schema {
  return { $ref: ref };
}
