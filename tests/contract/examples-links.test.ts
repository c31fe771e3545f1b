// The contract as other tools read it: named examples paired by name on request and response
// (Microcks, Specmatic), OpenAPI links along the booking flow (Schemathesis' stateful mode), and
// asyncapi.yaml's examples, operation descriptions and production server.
import { describe, expect, it } from 'vitest';
import { HTTP_METHODS, loadYaml, type Json } from './load.ts';
import { createValidator } from '@ehp/contract-kit/src/schema-validator.ts';

const api = loadYaml('openapi.yaml');
const validate = createValidator(api);

const resolveRef = (node: Json): Json =>
  typeof node?.$ref === 'string'
    ? resolveRef(
        node.$ref
          .slice(2)
          .split('/')
          .reduce<Json>((n, k) => n[k] as Json, api),
      )
    : node;

const operations = new Map<string, Json>();
for (const item of Object.values(api.paths as Record<string, Json>)) {
  for (const method of HTTP_METHODS) {
    const op = item[method] as Json | undefined;
    if (op) operations.set(op.operationId as string, op);
  }
}
const op = (id: string) => operations.get(id) as Json;
const jsonOf = (node: Json | undefined): Json | undefined =>
  ((resolveRef(node ?? {}).content as Json | undefined)?.['application/json'] as Json | undefined) ?? undefined;
const parametersOf = (operation: Json) => ((operation.parameters as Json[] | undefined) ?? []).map(resolveRef);
const named = (node: Json | undefined) => (node?.examples ?? {}) as Record<string, Json>;

/** sign-in → search → book → pay → appointments. */
const FLOW = [
  'sendVerificationCode',
  'verifyOtpCodePatient',
  'searchDoctors',
  'getDoctorProfile',
  'listDoctorSlots',
  'bookAppointment',
  'startPayment',
  'listAppointments',
  'getAppointment',
  'cancelAppointment',
];

/** The names a request carries: its body's named examples, or its parameters' (a name shared by all that have one). */
function requestNames(operation: Json): Set<string> {
  const body = jsonOf(operation.requestBody as Json | undefined);
  if (body) return new Set(Object.keys(named(body)));
  return new Set(parametersOf(operation).flatMap((parameter) => Object.keys(named(parameter))));
}

function responseNames(operation: Json): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [status, response] of Object.entries(operation.responses as Json)) {
    found.set(status, new Set(Object.keys(named(jsonOf(response as Json)))));
  }
  return found;
}

/** Reads `#/data/doctors/0/pmdc` out of a value. */
const at = (value: unknown, pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);

describe('openapi.yaml named examples', () => {
  it.each(FLOW)('when %s is read, then a request and its success response share a named example', (id) => {
    const operation = op(id);
    const requests = requestNames(operation);
    const responses = responseNames(operation);
    const success = [...responses].find(([status]) => /^2/.test(status)) as [string, Set<string>];
    expect(requests.size, `${id} has no named request example`).toBeGreaterThan(0);
    expect([...requests].filter((name) => success[1].has(name)).length, id).toBeGreaterThan(0);
    // Every request name answers with some status of the same name (slotTaken → 409 slotTaken).
    for (const name of requests) {
      expect(
        [...responses.values()].some((names) => names.has(name)),
        `${id}: ${name}`,
      ).toBe(true);
    }
  });

  it.each(FLOW)('when the named examples of %s are validated, then each matches its schema', (id) => {
    const operation = op(id);
    const body = jsonOf(operation.requestBody as Json | undefined);
    const media: Array<[string, Json | undefined]> = [['request', body]];
    for (const [status, response] of Object.entries(operation.responses as Json)) {
      media.push([status, jsonOf(response as Json)]);
    }
    for (const [where, m] of media) {
      if (!m) continue;
      for (const [name, example] of Object.entries(named(m))) {
        expect(validate(m.schema as Json, example.value), `${id} ${where} ${name}`).toEqual([]);
      }
      // Tools that read the single `example` (our conformance kit) see one of the named values.
      if (m.example !== undefined && Object.keys(named(m)).length) {
        expect(
          Object.values(named(m)).map((example) => example.value),
          `${id} ${where}`,
        ).toContainEqual(m.example);
      }
    }
    for (const parameter of parametersOf(operation)) {
      for (const [name, example] of Object.entries(named(parameter))) {
        expect(validate(parameter.schema as Json, example.value), `${id} ${parameter.name} ${name}`).toEqual([]);
      }
    }
  });
});

describe('openapi.yaml links', () => {
  const links = [...operations].flatMap(([id, operation]) =>
    Object.entries(operation.responses as Json).flatMap(([status, response]) =>
      Object.entries((resolveRef(response as Json).links ?? {}) as Record<string, Json>).map(
        ([name, link]) => [`${id} ${status} ${name}`, id, status, link] as const,
      ),
    ),
  );

  it('when the flow is followed, then search → slots → book → pay → appointment are linked', () => {
    const edges = new Set(links.map(([, from, , link]) => `${from}→${link.operationId as string}`));
    for (const edge of [
      'sendVerificationCode→verifyOtpCodePatient',
      'searchDoctors→getDoctorProfile',
      'searchDoctors→listDoctorSlots',
      'getDoctorProfile→listDoctorSlots',
      'listDoctorSlots→bookAppointment',
      'bookAppointment→startPayment',
      'bookAppointment→getAppointment',
      'startPayment→getAppointment',
      'listAppointments→getAppointment',
      'getAppointment→cancelAppointment',
    ]) {
      expect(edges).toContain(edge);
    }
  });

  it.each(links)(
    'when the link %s is followed on the examples, then its target exists and every expression resolves',
    (_name, from, status, link) => {
      const source = op(from);
      const target = op(link.operationId as string);
      expect(target, `no operation ${link.operationId as string}`).toBeDefined();
      const response = Object.values(named(jsonOf((source.responses as Json)[status] as Json)))[0]?.value;
      const request = Object.values(named(jsonOf(source.requestBody as Json | undefined)))[0]?.value;
      const sourceParameters = new Map(
        parametersOf(source).map((p) => [p.name as string, Object.values(named(p))[0]?.value]),
      );
      const evaluate = (expression: unknown): unknown => {
        if (typeof expression !== 'string' || !expression.startsWith('$')) return expression;
        const [, where, rest] = /^\$(response\.body|request\.body|request\.query\.)#?(.*)$/.exec(expression) ?? [];
        if (where === 'response.body') return at(response, rest);
        if (where === 'request.body') return at(request, rest);
        if (where === 'request.query.') return sourceParameters.get(rest);
        throw new Error(`unknown expression ${expression}`);
      };
      const targetParameters = new Map(parametersOf(target).map((p) => [p.name as string, p]));
      for (const [name, expression] of Object.entries((link.parameters ?? {}) as Json)) {
        const parameter = targetParameters.get(name);
        expect(parameter, `${link.operationId as string} has no parameter ${name}`).toBeDefined();
        const value = evaluate(expression);
        expect(value, `${name} = ${String(expression)}`).toBeDefined();
        expect(validate((parameter as Json).schema as Json, value), name).toEqual([]);
      }
      // A link's body gives what the flow knows (the code typed from an SMS is not among it):
      // each field it gives is one of the target's and valid there.
      const properties = (resolveRef(jsonOf(target.requestBody as Json | undefined)?.schema as Json)?.properties ??
        {}) as Record<string, Json>;
      for (const [key, expression] of Object.entries((link.requestBody ?? {}) as Json)) {
        expect(properties[key], `${link.operationId as string} takes no ${key}`).toBeDefined();
        const value = evaluate(expression);
        expect(value, `${key} = ${String(expression)}`).toBeDefined();
        expect(validate(properties[key], value), key).toEqual([]);
      }
    },
  );
});

describe('asyncapi.yaml for other tools', () => {
  const asyncapi = loadYaml('asyncapi.yaml');
  const messages = ((asyncapi.channels as Json).notify as Json).messages as Record<string, Json>;

  it.each(Object.keys(messages))('when the message %s is read, then its examples are named and valid', (key) => {
    const message = messages[key];
    const examples = (message.examples ?? []) as Json[];
    expect(examples.length, key).toBeGreaterThan(0);
    const ref = ((message.payload as Json).$ref as string).replace('./openapi.yaml', '');
    for (const example of examples) {
      expect(example.name, key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(validate({ $ref: ref }, example.payload), `${key} ${example.name as string}`).toEqual([]);
    }
  });

  it('when its operations are read, then each has a description', () => {
    const missing = Object.entries(asyncapi.operations as Record<string, Json>)
      .filter(([, operation]) => typeof operation.description !== 'string' || operation.description.length < 20)
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('when the servers are read, then both files name the same production host', () => {
    const production = (asyncapi.servers as Record<string, Json>).production;
    expect(production).toMatchObject({ protocol: 'wss', pathname: '/notify' });
    const urls = (api.servers as Json[]).map((server) => server.url);
    expect(urls).toContain(`https://${production.host as string}`);
  });
});
