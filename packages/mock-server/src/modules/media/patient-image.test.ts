import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { signInPatient, startTestServer, TestClient, type TestServer } from '../../test/server.ts';
import { PATIENT_IMAGE_MESSAGES } from './routes.ts';

// F9 of issue 21: a patient's photo goes only to that patient, carries no name, is never kept by a
// shared cache, and its id is read strictly.

let server: TestServer;
let ali: TestClient;
let ayesha: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  ali = new TestClient(server.url);
  await signInPatient(server, ali, '03001234567');
  ayesha = new TestClient(server.url);
  await signInPatient(server, ayesha, '03335550123');
});
afterAll(() => server.close());
const text = (r: request.Request) =>
  r.buffer(true).parse((res, cb) => {
    let s = '';
    res.on('data', (d: Buffer) => (s += d));
    res.on('end', () => cb(null, s));
  });

describe('patient photos', () => {
  it('when the patient asks for their own photo, then an SVG without their name, cached privately', async () => {
    const res = await text(ali.agent.get('/api/patient/image?id=1001'));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.body).toContain('>AH</text>');
    expect(res.body).not.toContain('Ali');
    expect(res.body).not.toContain('Hassan');
  });

  it('when nobody is signed in, then 401 and no image', async () => {
    const res = await request(server.url).get('/api/patient/image?id=1001');
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it.each(['1002', '1003', '424242'])(
    'when a patient asks for photo %s (another patient, none, unknown), then one and the same 404',
    async (id) => {
      const asker = id === '1003' ? ayesha : ali;
      const res = await asker.get(`/api/patient/image?id=${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: PATIENT_IMAGE_MESSAGES.notFound, code: expect.any(String) });
    },
  );

  it.each(['0x3e9', '1001.0', '01001', '1e3', '+1001', ' 1001', ''])('when the id is %j, then 400', async (id) => {
    const res = await ali.get(`/api/patient/image?id=${encodeURIComponent(id)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});
