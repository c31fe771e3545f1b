// Breaking changes between two dereferenced OpenAPI documents, operation by operation.
import { emitterFor, makeChange, type Change, type Subject } from '../model/change.ts';
import { diffRequest } from './diff-request.ts';
import { diffResponses } from './diff-responses.ts';
import { diffSecurity } from './diff-security.ts';

type Doc = Record<string, unknown>;
type Operation = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface Located {
  method: string;
  path: string;
  operation: Operation;
  pathItem: Record<string, unknown>;
  /** The operation's own security, else the document's. */
  security: unknown;
}

/** Operations keyed by method and path template, with parameter names left out (`{id}` = `{pmdc}`). */
function operationsOf(doc: Doc | null): Map<string, Located> {
  const found = new Map<string, Located>();
  const paths = (doc?.paths ?? {}) as Record<string, Record<string, unknown>>;
  for (const [path, pathItem] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = pathItem?.[method];
      if (typeof operation !== 'object' || operation === null) continue;
      found.set(`${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}')}`, {
        method: method.toUpperCase(),
        path,
        operation: operation as Operation,
        pathItem,
        security: (operation as Operation).security ?? doc?.security,
      });
    }
  }
  return found;
}

function subjectOf({ method, path, operation }: Located): Subject {
  const operationId = typeof operation.operationId === 'string' ? operation.operationId : null;
  return {
    file: 'openapi.yaml',
    subject: operationId ?? `${method} ${path}`,
    label: operationId ? `${operationId} (${method} ${path})` : `${method} ${path}`,
    provisional: operation['x-provisional'] === true,
  };
}

export function diffOpenApi(base: Doc | null, head: Doc | null): Change[] {
  const changes: Change[] = [];
  const before = operationsOf(base);
  const after = operationsOf(head);
  for (const [key, was] of before) {
    const now = after.get(key);
    if (!now) {
      changes.push(makeChange(subjectOf(was), 'removed-operation', 'operation', 'removed'));
      continue;
    }
    const emit = emitterFor(subjectOf(now), changes);
    diffSecurity(was.security, now.security, emit);
    diffRequest(was, now, emit);
    diffResponses(was.operation.responses, now.operation.responses, emit);
  }
  for (const [key, now] of after) {
    if (!before.has(key)) changes.push(makeChange(subjectOf(now), 'added-operation', 'operation', 'new'));
  }
  return changes;
}
