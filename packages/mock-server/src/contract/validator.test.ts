import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server.ts';
import { acceptBrowserQueryEncoding } from './validator.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('query strings as browsers encode them', () => {
  it('when a space is sent as + (URLSearchParams), then the value is decoded and validated, not refused', async () => {
    const res = await request(server.url).get('/api/doctors/search?city=Dera+Ghazi+Khan&page_size=50');
    expect(res.status).toBe(200);
    const plus = await request(server.url).get('/api/speciality/image/get?name=Skin+Specialist');
    expect(plus.status).toBe(404);
    expect(plus.body.message).toBe('No artwork for the speciality "Skin Specialist"');
  });

  it("when !'()* are left unencoded (encodeURIComponent), then the name is read as written", async () => {
    const res = await request(server.url).get('/api/speciality/image/get?name=Ear%2C%20Nose%20%26%20Throat%20(ENT)');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No artwork for the speciality "Ear, Nose & Throat (ENT)"');
  });

  it('when a value breaks its schema, then it is still refused with 400', async () => {
    const res = await request(server.url).get('/api/doctors/search?page_size=51');
    expect(res.status).toBe(400);
  });

  it('when the contract is copied for the validator, then only query parameters allow reserved characters', () => {
    const doc = {
      paths: {
        '/a': {
          get: {
            parameters: [
              { name: 'q', in: 'query' },
              { name: 'h', in: 'header' },
            ],
          },
        },
      },
      components: { parameters: { P: { name: 'p', in: 'query' } } },
    };
    const copy = acceptBrowserQueryEncoding(doc) as typeof doc;
    expect(copy.paths['/a'].get.parameters).toEqual([
      { name: 'q', in: 'query', allowReserved: true },
      { name: 'h', in: 'header' },
    ]);
    expect(copy.components.parameters.P).toEqual({ name: 'p', in: 'query', allowReserved: true });
    expect(doc.components.parameters.P).toEqual({ name: 'p', in: 'query' });
  });
});
