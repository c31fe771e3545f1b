import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signInPatient,
  startTestServer,
  TestClient,
  type TestServer,
} from '../../packages/mock-server/src/test/server.ts';
import { record } from './lib/record.ts';

// F9: patient photos leaked names to anyone (aria-label, public cache), told "no photo" from "no
// patient", and read 0x3e9, 1001.0, 01001 and 1e3 as ids.

let server: TestServer;
let fatima: TestClient;
let attacks = 0;
let held = 0;
beforeAll(async () => {
  server = await startTestServer();
  fatima = new TestClient(server.url);
  await signInPatient(server, fatima, '03124567890');
});
afterAll(async () => {
  record({ finding: 'F09 patient photos leak names', attacks, held });
  await server.close();
});
const tally = (ok: boolean) => {
  attacks += 1;
  if (ok) held += 1;
  return ok;
};

describe('patient photos leak no names', () => {
  it('when a stranger asks for a patient photo, then no image and no name', async () => {
    const res = await request(server.url).get('/api/patient/image?id=1001').buffer(true);
    expect(tally(res.status === 401 && !JSON.stringify(res.body ?? '').includes('Ali'))).toBe(true);
  });

  it('when another patient asks for Ali Hassan’s photo, then the same 404 as an unknown id', async () => {
    const theirs = await fatima.get('/api/patient/image?id=1001');
    const unknown = await fatima.get('/api/patient/image?id=424242');
    const none = await fatima.get('/api/patient/image?id=1003');
    const same = [theirs, unknown, none].every((r) => r.status === 404 && r.body.message === theirs.body.message);
    expect(tally(same)).toBe(true);
  });

  it.each(['0x3e9', '1001.0', '01001', '1e3'])('when the id is written %s, then 400', async (id) => {
    expect(tally((await fatima.get(`/api/patient/image?id=${id}`)).status === 400)).toBe(true);
  });

  it('when the patient gets their own photo, then it names nobody and no shared cache keeps it', async () => {
    const res = await fatima.agent.get('/api/patient/image?id=1002').buffer(true);
    const svg = String(res.text ?? res.body);
    expect(tally(res.status === 200 && !svg.includes('Fatima') && /^private/.test(res.headers['cache-control']))).toBe(
      true,
    );
  });
});
