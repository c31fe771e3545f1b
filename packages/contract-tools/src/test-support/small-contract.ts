// A small contract of the same shape as ours (an open ErrorCode, a session cookie and an XSRF
// header, a paged search, a booking), for tests of one rule at a time.
import { diffContract } from '../diff-contract.ts';
import { loadContract } from '../load/dereference.ts';
import type { Change } from '../model/change.ts';
import type { Yaml } from './contract-fixture.ts';

const error = { $ref: '#/components/responses/Error' };

export function smallOpenApi(): Yaml {
  return {
    openapi: '3.1.0',
    info: { title: 'small', version: '1.0.0' },
    paths: {
      '/api/doctors/search': {
        get: {
          operationId: 'searchDoctors',
          parameters: [
            { name: 'q', in: 'query', schema: { type: 'string' } },
            { name: 'page_size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 50, default: 10 } },
          ],
          responses: {
            '200': {
              description: 'Doctors.',
              content: {
                'application/json': { schema: { type: 'object', properties: { total: { type: 'integer' } } } },
              },
            },
            '400': error,
          },
        },
      },
      '/api/appointments': {
        post: {
          operationId: 'bookAppointment',
          security: [{ sessionCookie: [], xsrfHeader: [] }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['slot_id'],
                  properties: { slot_id: { type: 'integer' }, mode: { type: 'string', default: 'clinic' } },
                },
              },
            },
          },
          responses: { '201': { description: 'Booked.' }, '409': error },
        },
      },
    },
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'ehp_session' },
        xsrfHeader: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
      },
      responses: {
        Error: {
          description: 'An error.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
      },
      schemas: {
        ErrorBody: {
          type: 'object',
          required: ['message', 'code'],
          properties: { message: { type: 'string' }, code: { $ref: '#/components/schemas/ErrorCode' } },
        },
        ErrorCode: { type: 'string', 'x-extensible-enum': true, enum: ['invalid_request', 'slot_taken'] },
        Mode: { type: 'string', enum: ['clinic', 'online'] },
      },
    },
  };
}

export function smallAsyncApi(): Yaml {
  return {
    asyncapi: '3.0.0',
    info: { title: 'small', version: '1.0.0' },
    channels: {},
    components: { securitySchemes: { sessionCookie: { type: 'httpApiKey', in: 'cookie', name: 'ehp_session' } } },
  };
}

type Edit = (openapi: Yaml, asyncapi: Yaml) => void;

/** Every change from the small contract (first changed by `prepare`, on both sides) to a copy edited by `edit`. */
export async function smallChanges(edit: Edit, prepare: Edit = () => {}): Promise<Change[]> {
  const texts = (openapi: Yaml, asyncapi: Yaml) => ({
    'openapi.yaml': JSON.stringify(openapi),
    'asyncapi.yaml': JSON.stringify(asyncapi),
  });
  const openapi = smallOpenApi();
  const asyncapi = smallAsyncApi();
  prepare(openapi, asyncapi);
  const base = await loadContract({ label: 'base', texts: texts(openapi, asyncapi) });
  edit(openapi, asyncapi);
  return diffContract(base, await loadContract({ label: 'head', texts: texts(openapi, asyncapi) }));
}
