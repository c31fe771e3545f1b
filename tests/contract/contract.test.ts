import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HTTP_METHODS, ROOT, loadYaml, type Json } from './load.ts';
import { createValidator } from '@ehp/contract-kit/src/schema-validator.ts';

const api = loadYaml('openapi.yaml');
const validate = createValidator(api);
const operations = Object.entries(api.paths as Record<string, Json>).flatMap(([path, item]) =>
  HTTP_METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] as Json })),
);
const deref = (node: Json): Json =>
  typeof node.$ref === 'string'
    ? deref(
        node.$ref
          .slice(2)
          .split('/')
          .reduce<Json>((n, k) => n[k] as Json, api),
      )
    : node;

const AUDIENCE_TAGS = [
  'auth',
  'patient',
  'doctor',
  'clinic',
  'staff',
  'labs',
  'pharmacy',
  'marketing',
  'media',
  'doctors',
  'appointments',
  'payments',
];

describe('openapi.yaml', () => {
  it.each(operations.map((o) => [o.method.toUpperCase(), o.path, o.op] as const))(
    'when %s %s is read, then it has an operationId, one audience tag, a summary and a description',
    (_m, _p, op) => {
      expect(op.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.tags).toHaveLength(1);
      expect(AUDIENCE_TAGS).toContain((op.tags as string[])[0]);
      expect(op.summary).toBeTruthy();
      expect(op.description).toBeTruthy();
    },
  );

  it('when operationIds are listed, then none repeats', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(operations.filter((o) => o.method !== 'get').map((o) => [o.method.toUpperCase(), o.path, o.op] as const))(
    'when %s %s mutates, then it requires the XSRF header and documents 403',
    (_m, _p, op) => {
      const schemes = (op.security as Json[]).flatMap((s) => Object.keys(s));
      expect(schemes).toContain('xsrfHeader');
      expect(Object.keys(op.responses as Json)).toContain('403');
    },
  );

  it.each(operations.map((o) => [o.method.toUpperCase(), o.path, o.op] as const))(
    'when %s %s has bodies, then every example validates against its schema and errors use Error',
    (_m, _p, op) => {
      const media: Array<[string, Json]> = [];
      if (op.requestBody) media.push(...contentOf(deref(op.requestBody as Json), 'request'));
      for (const [status, response] of Object.entries(op.responses as Json)) {
        const r = deref(response as Json);
        const content = contentOf(r, status);
        expect(content.length, `${status} has no content`).toBeGreaterThan(0);
        if (/^[45]/.test(status)) {
          expect(((r.content as Json)['application/json'] as Json).schema).toEqual({
            $ref: '#/components/schemas/Error',
          });
        }
        media.push(...content);
      }
      for (const [where, m] of media) {
        expect(m.example, `${where} has no example`).toBeDefined();
        const schema = m.schema as Json;
        if ((schema as Json).format === 'binary' || where.includes('image/') || where.includes('multipart')) continue;
        expect(validate(schema, m.example), where).toEqual([]);
      }
    },
  );

  it('when component schemas carry an example, then it validates', () => {
    const schemas = (api.components as Json).schemas as Record<string, Json>;
    for (const [name, schema] of Object.entries(schemas)) {
      if (schema.example === undefined || (schema.properties as Json | undefined)?.attachment) continue;
      expect(validate({ $ref: `#/components/schemas/${name}` }, schema.example), name).toEqual([]);
    }
  });

  it('when the spec enums are read, then their numeric values carry their names', () => {
    const schemas = (api.components as Json).schemas as Record<string, Json>;
    expect(schemas.FacilityType['x-enum-varnames']).toEqual(['CLINIC', 'HOSPITAL', 'PHARMACY']);
    expect(schemas.PlanTier['x-enum-varnames']).toEqual(['BASIC', 'STANDARD', 'PREMIUM', 'FREE', 'TRIAL', 'CUSTOM']);
    expect(schemas.PaymentStatus['x-enum-varnames']).toEqual([
      'SUCCESS',
      'PENDING',
      'FAILURE',
      'NOT_STARTED',
      'STARTED',
    ]);
    expect(schemas.PaymentFilter['x-enum-varnames']).toEqual(['Cleared', 'Pending', 'All', 'Failed']);
    expect(schemas.FacilityType.enum).toEqual([0, 1, 2]);
    expect(schemas.MobileNumber.pattern).toBe('^0?3\\d{9}$');
  });

  it('when every string in a request schema is walked, then none is unbounded', () => {
    const unbounded: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const n = node as Json;
      if (n.type === 'string' && n.maxLength === undefined && !n.enum && !n.$ref) unbounded.push(at);
      for (const [k, v] of Object.entries(n)) if (!['example', 'examples', 'links'].includes(k)) walk(v, `${at}/${k}`);
    };
    walk((api.components as Json).schemas, '#/components/schemas');
    walk(api.paths, '#/paths');
    expect(unbounded.filter((p) => !p.includes('/headers/'))).toEqual([]);
  });

  it('when redocly lints it with the recommended ruleset, then there are no errors or warnings', () => {
    const out = execFileSync(
      resolve(ROOT, 'node_modules/.bin/redocly'),
      ['lint', 'openapi.yaml', '--config', 'redocly.yaml', '--format=summary'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    expect(out).not.toMatch(/warning|error/i);
  });

  // The same commands as packages/api-types' generate:check, one per contract.
  it.each([
    ['openapi.yaml', ['../../openapi.yaml', '-o', 'generated/schema.ts', '--enum']],
    ['qa-openapi.yaml', ['../mock-server/qa-openapi.yaml', '-o', 'generated/qa-schema.ts']],
  ])('when the types of %s are generated again, then packages/api-types is unchanged (drift check)', (_, args) => {
    const run = () =>
      execFileSync(resolve(ROOT, 'node_modules/.bin/openapi-typescript'), [...args, '--check'], {
        cwd: resolve(ROOT, 'packages/api-types'),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    expect(run).not.toThrow();
  });
});

describe('asyncapi.yaml', () => {
  const asyncapi = loadYaml('asyncapi.yaml');
  const messages = ((asyncapi.channels as Json).notify as Json).messages as Record<string, Json>;

  it('when read, then it is AsyncAPI 3 on /notify with the portal events', () => {
    expect(asyncapi.asyncapi).toMatch(/^3\./);
    expect(((asyncapi.channels as Json).notify as Json).address).toBe('/notify');
    const names = new Set(Object.values(messages).map((m) => m.name));
    for (const e of [
      'patient_connection',
      'receive_call',
      'call_accept',
      'call_decline',
      'call_signal',
      'call_hangup',
      'call_ended',
      'notify_error',
    ]) {
      expect(names).toContain(e);
    }
  });

  it('when a payload is referenced, then it is a schema of openapi.yaml and its example validates', () => {
    for (const message of Object.values(messages)) {
      const ref = (message.payload as Json).$ref as string;
      expect(ref).toMatch(/^\.\/openapi\.yaml#\/components\/schemas\//);
      const local = ref.replace('./openapi.yaml', '');
      const schema = deref({ $ref: local });
      expect(schema, ref).toBeDefined();
      expect(validate({ $ref: local }, schema.example), ref).toEqual([]);
    }
  });
});

function contentOf(node: Json, where: string): Array<[string, Json]> {
  return Object.entries((node.content as Record<string, Json> | undefined) ?? {}).map(([type, m]) => [
    `${where} ${type}`,
    m,
  ]);
}
