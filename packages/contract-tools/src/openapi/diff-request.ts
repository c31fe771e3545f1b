// What a client sends to one operation: its parameters and its request body.
import type { Emit } from '../model/change.ts';
import { compareSchema } from '../schema/compare-schema.ts';
import { compareContent } from './compare-content.ts';

type Parameter = Record<string, unknown>;

interface Sides {
  operation: Record<string, unknown>;
  pathItem: Record<string, unknown>;
}

/** Path-level parameters overridden by the operation's, keyed `query.city` (headers in lower case). */
function parametersOf({ operation, pathItem }: Sides): Map<string, Parameter> {
  const found = new Map<string, Parameter>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const parameter of list as Parameter[]) {
      const name = String(parameter.name);
      found.set(`${parameter.in}.${parameter.in === 'header' ? name.toLowerCase() : name}`, parameter);
    }
  }
  return found;
}

function diffParameters(base: Sides, head: Sides, emit: Emit): void {
  const before = parametersOf(base);
  const after = parametersOf(head);
  for (const [key, was] of before) {
    const at = `request.${key}`;
    const now = after.get(key);
    if (!now) {
      emit('removed-parameter', at, 'removed');
      continue;
    }
    if (now.required === true && was.required !== true) emit('new-required-parameter', at, 'now required');
    compareSchema(was.schema, now.schema, 'request', at, emit);
  }
  for (const [key, now] of after) {
    if (before.has(key)) continue;
    if (now.required === true) emit('new-required-parameter', `request.${key}`, 'new and required');
    else emit('added-optional-parameter', `request.${key}`, 'new');
  }
}

type Body = { required?: unknown; content?: unknown } | undefined;

function diffBody(was: Body, now: Body, emit: Emit): void {
  if (!was && !now) return;
  if (!now) {
    emit('removed-request-field', 'request.body', 'the operation takes no body now');
    return;
  }
  if (now.required === true && was?.required !== true) {
    emit('new-required-request-field', 'request.body', was ? 'the body is required now' : 'a new, required body');
  }
  compareContent(was?.content, now.content, 'request', 'request.body', emit);
}

export function diffRequest(base: Sides, head: Sides, emit: Emit): void {
  diffParameters(base, head, emit);
  diffBody(base.operation.requestBody as Body, head.operation.requestBody as Body, emit);
}
