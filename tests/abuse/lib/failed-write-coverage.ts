import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ASYNCAPI_FILE,
  indexRoutes,
  loadContract,
  loadDocument,
  QA_OPENAPI_FILE,
} from '../../../packages/mock-server/src/contract/openapi.ts';
import { SOCKET_EVENTS_NEVER_WRITE, SOCKET_SOURCES_THAT_WRITE } from './failed-write-never-writes.ts';

// F5's completeness check: every operation that may change something (any method but GET and
// HEAD, in openapi.yaml and qa-openapi.yaml), and every event a client sends (asyncapi.yaml), is
// either driven with the disk failing or listed as never writing with its reason. A new operation
// cannot be added without one or the other.

/** Not in a contract: the simulated gateway's result form (POST /__gateway/pay). */
export const OUTSIDE_CONTRACTS = ['gatewayPay'];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** operationIds of the mutating operations of openapi.yaml and qa-openapi.yaml. */
export function writingOperations(): string[] {
  const routes = [...loadContract().routes, ...indexRoutes(loadDocument(QA_OPENAPI_FILE)).routes];
  return routes.filter((r) => !READS.has(r.method)).map((r) => r.operationId);
}

/** asyncapi.yaml's send operations: the events a client emits. */
export function socketSends(): string[] {
  const operations = (loadDocument(ASYNCAPI_FILE).operations ?? {}) as Record<string, { action?: string }>;
  return Object.entries(operations)
    .filter(([, op]) => op.action === 'send')
    .map(([name]) => name);
}

const MODULES = fileURLToPath(new URL('../../../packages/mock-server/src/modules/', import.meta.url));
const WRITES = /\bstore\.(write|reset|nextId)\(|storeSubmission\(/;

/** Source files of the socket side (calls, notify) that write the store: none may, or they need rows. */
export function socketSourcesThatWrite(): string[] {
  return ['calls', 'notify'].flatMap((dir) =>
    readdirSync(join(MODULES, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|mjs)$/.test(f) && !/\.test\.ts$/.test(f))
      .filter((f) => WRITES.test(readFileSync(join(MODULES, dir, f), 'utf8')))
      .map((f) => `${dir}/${f}`),
  );
}

/** What is missing or wrong, as sentences; empty when every mutating operation is accounted for. */
export function uncovered(rowOps: ReadonlySet<string>, neverWrites: Record<string, { reason: string }>): string[] {
  const problems: string[] = [];
  const mutating = new Set(writingOperations());
  for (const op of mutating) {
    if (!rowOps.has(op) && !(op in neverWrites))
      problems.push(`${op} has no failed-write row (lib/failed-write-rows.ts) and is not listed as never writing`);
    if (rowOps.has(op) && op in neverWrites) problems.push(`${op} has a row and is listed as never writing`);
  }
  for (const op of rowOps)
    if (!mutating.has(op) && !OUTSIDE_CONTRACTS.includes(op)) problems.push(`row ${op} names no mutating operation`);
  for (const [op, { reason }] of Object.entries(neverWrites)) {
    if (!mutating.has(op)) problems.push(`never-writes entry ${op} names no mutating operation`);
    if (reason.trim().length < 10) problems.push(`never-writes entry ${op} needs a reason`);
  }
  const sends = socketSends();
  for (const op of sends)
    if (!(op in SOCKET_EVENTS_NEVER_WRITE)) problems.push(`socket event ${op} is not listed (never writes, or a row)`);
  for (const op of Object.keys(SOCKET_EVENTS_NEVER_WRITE))
    if (!sends.includes(op)) problems.push(`socket entry ${op} names no send operation of asyncapi.yaml`);
  for (const file of socketSourcesThatWrite())
    if (!(file in SOCKET_SOURCES_THAT_WRITE))
      problems.push(`${file} writes the store: its socket events need failed-write rows, not the never-writes list`);
  return problems;
}
