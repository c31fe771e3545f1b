import type { Operation } from './contract.ts';
import type { Exchange } from './http-client.ts';
import type { Validate } from './schema-validator.ts';

// What every answer must honour, whichever check sent the request: a documented status, a
// documented content type, a body that validates, and the documented headers.

export interface Finding {
  kind: 'status' | 'content-type' | 'body-schema' | 'header' | 'network';
  message: string;
}

export const ERROR_SCHEMA = { $ref: '#/components/schemas/Error' };

function headerValue(raw: string, schema: Record<string, unknown> | undefined): unknown {
  if (schema?.type === 'integer' || schema?.type === 'number') return Number(raw);
  return raw;
}

export function checkExchange(op: Operation, ex: Exchange, validate: Validate, expected?: number[]): Finding[] {
  if (ex.networkError) return [{ kind: 'network', message: `no answer (${ex.networkError})` }];
  const findings: Finding[] = [];
  const documented = Object.keys(op.responses);
  if (expected && !expected.includes(ex.status)) {
    findings.push({ kind: 'status', message: `expected ${expected.join(' or ')}, got ${ex.status}` });
  }
  // `default` documents server failures (5xx) only: a 4xx must be listed by its own status.
  const def = op.responses[String(ex.status)] ?? (ex.status >= 500 ? op.responses.default : undefined);
  if (!def) {
    if (!expected || expected.includes(ex.status)) {
      findings.push({
        kind: 'status',
        message: `${ex.status} is not documented (documented: ${documented.join(', ')})`,
      });
    }
    // An undocumented error must still carry the one error body.
    if (ex.status >= 400) findings.push(...checkErrorBody(ex, validate));
    return findings;
  }
  const mediaTypes = Object.keys(def.content);
  if (mediaTypes.length > 0) {
    const media = def.content[ex.contentType];
    if (!media) {
      findings.push({
        kind: 'content-type',
        message: `content-type '${ex.contentType || '(none)'}' is not one of ${mediaTypes.join(', ')}`,
      });
    } else if (media.schema) {
      findings.push(...checkBody(ex, media.schema, validate));
    }
  }
  for (const [name, header] of Object.entries(def.headers)) {
    const raw = ex.headers[name];
    if (raw === undefined) {
      if (header.required) findings.push({ kind: 'header', message: `required header ${name} is missing` });
      continue;
    }
    if (name === 'set-cookie' || !header.schema) continue;
    const errors = validate(header.schema, headerValue(raw, header.schema));
    if (errors.length) findings.push({ kind: 'header', message: `header ${name}: ${errors.join('; ')}` });
  }
  return findings;
}

function checkBody(ex: Exchange, schema: Record<string, unknown>, validate: Validate): Finding[] {
  if (ex.contentType.includes('json')) {
    if (ex.json === undefined)
      return [{ kind: 'body-schema', message: `body is not valid JSON: ${ex.text.slice(0, 120)}` }];
    return validate(schema, ex.json).map((message) => ({ kind: 'body-schema', message }));
  }
  if (ex.contentType.startsWith('text/') || ex.contentType.endsWith('+xml')) {
    return validate(schema, ex.text).map((message) => ({ kind: 'body-schema', message }));
  }
  // Binary bodies: only their size can be held against the schema.
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  return max !== undefined && ex.bytes > max
    ? [{ kind: 'body-schema', message: `body is ${ex.bytes} bytes, over ${max}` }]
    : [];
}

/** Every error is `{ message: string }` (the Error component). */
export function checkErrorBody(ex: Exchange, validate: Validate): Finding[] {
  if (ex.json === undefined)
    return [{ kind: 'body-schema', message: `error body is not JSON { message }: ${ex.text.slice(0, 120)}` }];
  return validate(ERROR_SCHEMA, ex.json).map((message) => ({ kind: 'body-schema', message: `error body ${message}` }));
}

export function describeFindings(findings: Finding[]): string {
  return findings.map((f) => `${f.kind}: ${f.message}`).join('; ');
}
