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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objectOr = (value: unknown): Record<string, unknown> => (isObject(value) ? value : {});

/** A YAML contract file (openapi.yaml, qa-openapi.yaml) as a plain object. */
export function loadDocument(file: string): Record<string, unknown> {
  const document: unknown = load(readFileSync(file, 'utf8'));
  if (!isObject(document)) throw new Error(`${file} does not hold an OpenAPI document`);
  return document;
}

let cached: LoadedContract | null = null;

/** Reads openapi.yaml once per process (js-yaml: about 10x faster than yaml here); servers share it. */
export function loadContract(file = OPENAPI_FILE): LoadedContract {
  if (cached && file === OPENAPI_FILE) return cached;
  const contract = indexRoutes(loadDocument(file));
  if (file === OPENAPI_FILE) cached = contract;
  return contract;
}

export function indexRoutes(document: Record<string, unknown>): LoadedContract {
  const routes: RouteEntry[] = [];
  for (const [path, item] of Object.entries(objectOr(document.paths))) {
    for (const method of METHODS) {
      const op = objectOr(objectOr(item)[method]);
      if (typeof op.operationId !== 'string' || !op.operationId) continue;
      const security = Array.isArray(op.security) ? op.security : [];
      const schemes = new Set(security.flatMap((req) => Object.keys(objectOr(req))));
      routes.push({
        operationId: op.operationId as OperationId,
        method: method.toUpperCase(),
        path,
        xsrf: schemes.has('xsrfHeader'),
        session: schemes.has('sessionCookie'),
        bodyTypes: Object.keys(objectOr(objectOr(op.requestBody).content)),
      });
    }
  }
  const byMethodPath = new Map(routes.map((r) => [`${r.method} ${r.path}`, r]));
  const methodsByPath = new Map<string, string[]>();
  for (const r of routes) methodsByPath.set(r.path, [...(methodsByPath.get(r.path) ?? []), r.method]);
  const byOperationId = new Map<string, RouteEntry>(routes.map((r) => [r.operationId, r]));
  return { document, routes, byMethodPath, methodsByPath, byOperationId };
}
