import { jsonBody, type Operation, type Schema } from '../contract.ts';
import { resolve } from '../schema-sample.ts';

// The inputs of an operation, one field at a time: its query parameters and the top-level
// properties of its JSON body (or the whole body when it is not an object with properties).

export interface Field {
  in: 'query' | 'body' | 'whole-body';
  name: string;
  schema: Schema;
  required: boolean;
}

export function fieldsOf(doc: unknown, op: Operation): Field[] {
  const fields: Field[] = op.parameters
    .filter((p) => p.in === 'query')
    .map((p) => ({ in: 'query', name: p.name, schema: p.schema, required: p.required }));
  const media = jsonBody(op);
  if (media?.schema) {
    const body = resolve(doc, media.schema);
    const props = body.properties as Record<string, Schema> | undefined;
    if (body.type === 'object' && props) {
      const required = (body.required as string[] | undefined) ?? [];
      for (const [name, schema] of Object.entries(props))
        fields.push({ in: 'body', name, schema, required: required.includes(name) });
    } else fields.push({ in: 'whole-body', name: 'body', schema: media.schema, required: true });
  }
  return fields;
}

/** A query string value as the schema reads it (query values are strings on the wire). */
export function typedQueryValue(doc: unknown, schema: Schema, raw: string): unknown {
  const s = resolve(doc, schema);
  const types = [s.type].flat();
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/** How a field is named in the report: `?page_size` for a query parameter, `.pmdc` in the body. */
export const label = (field: Pick<Field, 'in' | 'name'>) =>
  field.in === 'query' ? `?${field.name}` : field.in === 'body' ? `.${field.name}` : 'body';

/** A short rendering of a value for the report. */
export function shown(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  const chars = [...text];
  return chars.length > 48 ? `${chars.slice(0, 45).join('')}…(${chars.length} chars)` : text;
}
