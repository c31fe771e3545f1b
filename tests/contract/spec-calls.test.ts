import { describe, expect, it } from 'vitest';
import { loadYaml, type Json } from './load.ts';
import { parseSpecCalls } from './spec-calls.ts';
import { SPEC_CALLS } from './spec-calls-table.ts';

// Runs against the checked-in table, so it never depends on SPEC.md being beside the clone;
// spec-table.test.ts keeps the table honest against SPEC.md.
const api = loadYaml('openapi.yaml');
const paths = api.paths as Record<string, Record<string, Json>>;

describe('SPEC section 7 calls are all in openapi.yaml', () => {
  it('when the checked-in table is read, then it lists the 33 calls, each once', () => {
    expect(SPEC_CALLS).toHaveLength(33);
    expect(new Set(SPEC_CALLS.map((c) => `${c.method} ${c.path}`)).size).toBe(33);
  });

  it.each(SPEC_CALLS.map((c) => [c.method.toUpperCase(), c.path, c] as const))(
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
