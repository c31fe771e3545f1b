import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

// The contract is read from the files at run time so a new operation is exercised without a code
// change; nothing here copies a list of operations by hand.

export type Schema = Record<string, unknown>;
export interface MediaType {
  schema?: Schema;
  example?: unknown;
}
export interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: Schema;
  example?: unknown;
}
export interface HeaderDef {
  required: boolean;
  schema?: Schema;
}
export interface ResponseDef {
  description: string;
  headers: Record<string, HeaderDef>;
  content: Record<string, MediaType>;
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  tags: string[];
  description: string;
  security: string[];
  mutating: boolean;
  parameters: Parameter[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseDef>;
}

export interface NotifyMessage {
  key: string;
  name: string;
  payloadRef: string;
}
export interface NotifyOperation {
  operationId: string;
  action: 'send' | 'receive';
  messages: NotifyMessage[];
}

export interface Contract {
  openapi: Record<string, unknown>;
  operations: Operation[];
  notify: { path: string; operations: NotifyOperation[]; messages: NotifyMessage[] };
  operation(operationId: string): Operation;
}

const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_OPENAPI = resolve(here, '../../../openapi.yaml');
export const DEFAULT_ASYNCAPI = resolve(here, '../../../asyncapi.yaml');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Follows a local `#/...` JSON pointer inside a document. */
export function pointer(doc: unknown, ref: string): unknown {
  const hash = ref.indexOf('#');
  const parts = ref
    .slice(hash + 1)
    .split('/')
    .filter(Boolean);
  let node: unknown = doc;
  for (const raw of parts) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
    if (node === undefined) throw new Error(`Unresolvable $ref ${ref}`);
  }
  return node;
}

/** Resolves an object that may be a `$ref` (objects of the OpenAPI document, not schemas). */
function deref<T>(doc: unknown, node: unknown): T {
  let current = node as Record<string, unknown>;
  for (let i = 0; i < 20 && current && typeof current.$ref === 'string'; i++) {
    current = pointer(doc, current.$ref) as Record<string, unknown>;
  }
  return current as T;
}

function readOperation(
  doc: Record<string, unknown>,
  path: string,
  method: string,
  raw: Record<string, unknown>,
  shared: unknown[],
): Operation {
  const params = [...shared, ...((raw.parameters as unknown[]) ?? [])].map((p) => {
    const param = deref<Record<string, unknown>>(doc, p);
    return {
      name: String(param.name),
      in: String(param.in),
      required: param.required === true,
      schema: (param.schema as Schema) ?? {},
      example: param.example,
    };
  });
  const body = raw.requestBody ? deref<Record<string, unknown>>(doc, raw.requestBody) : undefined;
  const responses: Record<string, ResponseDef> = {};
  for (const [status, value] of Object.entries((raw.responses as Record<string, unknown>) ?? {})) {
    const res = deref<Record<string, unknown>>(doc, value);
    const headers: Record<string, HeaderDef> = {};
    for (const [name, h] of Object.entries((res.headers as Record<string, unknown>) ?? {})) {
      const header = deref<Record<string, unknown>>(doc, h);
      headers[name.toLowerCase()] = { required: header.required === true, schema: header.schema as Schema };
    }
    responses[status] = {
      description: String(res.description ?? ''),
      headers,
      content: (res.content as Record<string, MediaType>) ?? {},
    };
  }
  const security = ((raw.security ?? doc.security ?? []) as Record<string, unknown>[]).flatMap((s) => Object.keys(s));
  return {
    operationId: String(raw.operationId),
    method: method.toUpperCase(),
    path,
    tags: (raw.tags as string[]) ?? [],
    description: String(raw.description ?? ''),
    security,
    mutating: MUTATING.has(method.toUpperCase()),
    parameters: params,
    requestBody: body
      ? { required: body.required === true, content: (body.content as Record<string, MediaType>) ?? {} }
      : undefined,
    responses,
  };
}

export function readOperations(doc: Record<string, unknown>): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries((doc.paths as Record<string, Record<string, unknown>>) ?? {})) {
    const shared = (item.parameters as unknown[]) ?? [];
    for (const method of METHODS) {
      const raw = item[method] as Record<string, unknown> | undefined;
      if (raw) operations.push(readOperation(doc, path, method, raw, shared));
    }
  }
  return operations;
}

export function readNotify(asyncapi: Record<string, unknown>): Contract['notify'] {
  const channels = (asyncapi.channels ?? {}) as Record<string, Record<string, unknown>>;
  const [channelKey, channel] = Object.entries(channels)[0] ?? ['', {}];
  const messages: NotifyMessage[] = Object.entries(
    (channel.messages ?? {}) as Record<string, Record<string, unknown>>,
  ).map(([key, m]) => ({
    key,
    name: String(m.name ?? key),
    payloadRef: String((m.payload as { $ref?: string })?.$ref ?? ''),
  }));
  const operations = Object.entries((asyncapi.operations ?? {}) as Record<string, Record<string, unknown>>).map(
    ([id, op]) => ({
      operationId: id,
      action: op.action as 'send' | 'receive',
      messages: ((op.messages as { $ref: string }[]) ?? []).map((ref) => {
        const key = ref.$ref.split('/').pop() ?? '';
        const found = messages.find((m) => m.key === key);
        if (!found) throw new Error(`asyncapi operation ${id} names an unknown message ${ref.$ref}`);
        return found;
      }),
    }),
  );
  return { path: String(channel.address ?? `/${channelKey}`), operations, messages };
}

export function buildContract(openapi: Record<string, unknown>, asyncapi: Record<string, unknown>): Contract {
  const operations = readOperations(openapi);
  return {
    openapi,
    operations,
    notify: readNotify(asyncapi),
    operation(operationId) {
      const op = operations.find((o) => o.operationId === operationId);
      if (!op) throw new Error(`openapi.yaml has no operation ${operationId}`);
      return op;
    },
  };
}

export function loadContract(openapiFile = DEFAULT_OPENAPI, asyncapiFile = DEFAULT_ASYNCAPI): Contract {
  const openapi = parse(readFileSync(openapiFile, 'utf8')) as Record<string, unknown>;
  const asyncapi = parse(readFileSync(asyncapiFile, 'utf8')) as Record<string, unknown>;
  return buildContract(openapi, asyncapi);
}

/** The JSON request body's media type entry, if the operation takes JSON. */
export function jsonBody(op: Operation): MediaType | undefined {
  return op.requestBody?.content['application/json'];
}

/** Success statuses (2xx) documented for an operation. */
export function successStatuses(op: Operation): number[] {
  return Object.keys(op.responses)
    .filter((s) => /^2\d\d$/.test(s))
    .map(Number);
}

export function documents(op: Operation, status: number): boolean {
  return String(status) in op.responses;
}

/** The role named in a description such as "Needs a `clinic_owner` session." */
export function sessionRole(op: Operation): string | undefined {
  if (!op.security.includes('sessionCookie')) return undefined;
  return /`(\w+)` session/.exec(op.description)?.[1];
}
