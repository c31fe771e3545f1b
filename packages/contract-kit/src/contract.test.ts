import { describe, expect, it } from 'vitest';
import { buildContract, loadContract, sessionRole, successStatuses } from './contract.ts';

const tiny = {
  paths: {
    '/things': {
      parameters: [{ $ref: '#/components/parameters/Q' }],
      get: { operationId: 'listThings', tags: ['t'], responses: { '200': { $ref: '#/components/responses/Ok' } } },
      post: {
        operationId: 'addThing',
        description: 'Needs a `staff` session.',
        security: [{ sessionCookie: [] }],
        responses: { '201': { description: 'x' } },
      },
    },
  },
  components: {
    parameters: { Q: { name: 'q', in: 'query', required: true, schema: { type: 'string' } } },
    responses: {
      Ok: {
        description: 'ok',
        headers: { 'Retry-After': { schema: { type: 'integer' } } },
        content: { 'application/json': { schema: {} } },
      },
    },
  },
};
const tinyAsync = {
  channels: {
    n: {
      address: '/n',
      messages: { hello: { name: 'hello', payload: { $ref: './openapi.yaml#/components/schemas/H' } } },
    },
  },
  operations: { sayHello: { action: 'send', messages: [{ $ref: '#/channels/n/messages/hello' }] } },
};

describe('buildContract', () => {
  it('when paths share parameters and use $refs, then operations come out resolved', () => {
    const c = buildContract(tiny, tinyAsync);
    const list = c.operation('listThings');
    expect(list).toMatchObject({ method: 'GET', mutating: false, parameters: [{ name: 'q', required: true }] });
    expect(list.responses['200'].headers['retry-after']).toBeDefined();
    expect(c.operation('addThing').mutating).toBe(true);
    expect(sessionRole(c.operation('addThing'))).toBe('staff');
    expect(successStatuses(c.operation('addThing'))).toEqual([201]);
  });

  it('when asyncapi operations name messages, then they resolve to names and payload refs', () => {
    const c = buildContract(tiny, tinyAsync);
    expect(c.notify.path).toBe('/n');
    expect(c.notify.operations[0].messages[0]).toMatchObject({
      name: 'hello',
      payloadRef: './openapi.yaml#/components/schemas/H',
    });
  });

  it('when the real contract is loaded, then every operation has an id and a response', () => {
    const c = loadContract();
    expect(c.operations.length).toBeGreaterThan(0);
    for (const op of c.operations) {
      expect(op.operationId).toMatch(/^\w+$/);
      expect(Object.keys(op.responses).length).toBeGreaterThan(0);
    }
    expect(c.notify.messages.map((m) => m.name)).toContain('receive_call');
  });
});
