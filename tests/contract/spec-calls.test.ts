import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findSpec, loadYaml, type Json } from './load.ts';
import { parseSpecCalls } from './spec-calls.ts';

const specPath = findSpec();
const api = loadYaml('openapi.yaml');
const paths = api.paths as Record<string, Record<string, Json>>;

describe.skipIf(!specPath)('SPEC section 7 calls are all in openapi.yaml', () => {
  const calls = specPath ? parseSpecCalls(readFileSync(specPath, 'utf8')) : [];

  it('when SPEC.md is read, then it lists the 33 calls', () => {
    expect(calls).toHaveLength(33);
  });

  it.each(calls.map((c) => [c.method.toUpperCase(), c.path, c] as const))(
    'when the contract is read, then %s %s is there with its query parameters',
    (_m, _p, call) => {
      const operation = paths[call.path]?.[call.method];
      expect(operation, `${call.method} ${call.path} missing from openapi.yaml`).toBeDefined();
      const params = ((operation.parameters as Json[] | undefined) ?? []).map((p) => {
        const ref = p.$ref as string | undefined;
        return ref ? (resolveRef(ref).name as string) : (p.name as string);
      });
      for (const q of call.query) expect(params).toContain(q);
    },
  );
});

describe('parseSpecCalls', () => {
  it('when a row has a query template, then the path and parameter names are split', () => {
    const md = '## 7. Calls\n| GET | /api/x/get?lab_id={id} | note |\n| POST | /api/y | |\n## 8. Next';
    expect(parseSpecCalls(md)).toEqual([
      { method: 'get', path: '/api/x/get', query: ['lab_id'] },
      { method: 'post', path: '/api/y', query: [] },
    ]);
  });
});

function resolveRef(ref: string): Json {
  return ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, key) => node[key] as Json, api);
}
