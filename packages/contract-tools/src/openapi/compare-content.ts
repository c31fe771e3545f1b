// The media types of a request body or a response, and the schema of each.
import type { Emit } from '../model/change.ts';
import { compareSchema, type Side } from '../schema/compare-schema.ts';

type Content = Record<string, { schema?: unknown }>;

const JSON_TYPE = 'application/json';

export function compareContent(base: unknown, head: unknown, side: Side, at: string, emit: Emit): void {
  const before = (base ?? {}) as Content;
  const after = (head ?? {}) as Content;
  // application/json, the usual case, keeps locations short: `request.body.phone_number`.
  const where = (type: string) => (type === JSON_TYPE ? at : `${at}(${type})`);
  for (const [type, media] of Object.entries(before)) {
    if (!(type in after)) {
      emit('removed-content-type', where(type), `${type} removed`);
      continue;
    }
    compareSchema(media?.schema, after[type]?.schema, side, where(type), emit);
  }
  for (const type of Object.keys(after)) {
    if (!(type in before)) emit('added-content-type', where(type), `${type} added`);
  }
}
