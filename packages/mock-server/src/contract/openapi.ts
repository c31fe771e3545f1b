import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import type { operations } from '@ehp/api-types';

export type OperationId = keyof operations;

/** The contract files, relative to this package (the repository root holds them). */
export const OPENAPI_FILE = fileURLToPath(new URL('../../../../openapi.yaml', import.meta.url));
export const ASYNCAPI_FILE = fileURLToPath(new URL('../../../../asyncapi.yaml', import.meta.url));
export const QA_OPENAPI_FILE = fileURLToPath(new URL('../../qa-openapi.yaml', import.meta.url));

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface RouteEntry {
  operationId: OperationId;
  method: string;
  path: string;
  /** true when the operation names the X-XSRF-TOKEN security scheme. */
  xsrf: boolean;
  /** true when the operation needs a session cookie (sessionCookie scheme). */
  session: boolean;
  /** Request body media types the operation accepts (empty when it takes no body). */
  bodyTypes: string[];
}

export interface LoadedContract {
  document: Record<string, unknown>;
  routes: RouteEntry[];
  /** "POST /api/demo_request/add" -> route */
  byMethodPath: Map<string, RouteEntry>;
  /** path -> allowed methods (upper case) */
  methodsByPath: Map<string, string[]>;
  /** Keyed by any string, so a name from outside (a QA fault) is checked by looking it up. */
  byOperationId: ReadonlyMap<string, RouteEntry>;
}

interface OperationShape {
  operationId?: string;
  security?: Array<Record<string, unknown>>;
  requestBody?: { content?: Record<string, unknown> };
}

let cached: LoadedContract | null = null;

/** Reads openapi.yaml once per process (js-yaml: about 10x faster than yaml here); servers share it. */
export function loadContract(file = OPENAPI_FILE): LoadedContract {
  if (cached && file === OPENAPI_FILE) return cached;
  const document = load(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const contract = indexRoutes(document);
  if (file === OPENAPI_FILE) cached = contract;
  return contract;
}

export function indexRoutes(document: Record<string, unknown>): LoadedContract {
  const routes: RouteEntry[] = [];
  const paths = (document.paths ?? {}) as Record<string, Record<string, OperationShape>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      const schemes = new Set((op.security ?? []).flatMap((req) => Object.keys(req)));
      routes.push({
        operationId: op.operationId as OperationId,
        method: method.toUpperCase(),
        path,
        xsrf: schemes.has('xsrfHeader'),
        session: schemes.has('sessionCookie'),
        bodyTypes: Object.keys(op.requestBody?.content ?? {}),
      });
    }
  }
  const byMethodPath = new Map(routes.map((r) => [`${r.method} ${r.path}`, r]));
  const methodsByPath = new Map<string, string[]>();
  for (const r of routes) methodsByPath.set(r.path, [...(methodsByPath.get(r.path) ?? []), r.method]);
  const byOperationId = new Map<string, RouteEntry>(routes.map((r) => [r.operationId, r]));
  return { document, routes, byMethodPath, methodsByPath, byOperationId };
}
