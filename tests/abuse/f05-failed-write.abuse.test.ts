import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOnline, freeSlots, patient, PATIENTS, T0 } from '../../packages/mock-server/src/test/appointments.ts';
import { failingDisk } from '../../packages/mock-server/src/test/failing-disk.ts';
import { startTestServer, TestClient, type TestServer } from '../../packages/mock-server/src/test/server.ts';
import { record } from './lib/record.ts';

// F5: with the journal write failing (a full disk), every mutating operation answers 500 and
// leaves memory and disk as they were: no ghost hold, no ghost payment, no null submission.

const dir = mkdtempSync(join(tmpdir(), 'ehp-f05-'));
const dataFile = join(dir, 'data.json');
const disk = failingDisk();
let server: TestServer;
let ali: TestClient;
let attacks = 0;
let held = 0;

beforeAll(async () => {
  server = await startTestServer({ dataFile }, { now: () => T0, openDisk: disk.open });
  ali = await patient(server, PATIENTS.ali);
});
afterAll(async () => {
  record({ finding: 'F05 a failed write leaves a ghost', attacks, held });
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `act` with the disk refusing writes; expects 500 and the store exactly as before. */
async function failing(act: () => Promise<request.Response>): Promise<request.Response> {
  const before = JSON.stringify(server.store.data);
  disk.failing = true;
  const res = await act().finally(() => (disk.failing = false));
  attacks += 1;
  expect(res.status).toBe(500);
  expect(JSON.stringify(server.store.data)).toBe(before);
  held += 1;
  return res;
}

describe('F05 a failed write leaves no trace', () => {
  it('F05: when booking fails to save, then the slot is free and the retry gets 201, not 409', async () => {
    const [slot] = freeSlots(server, 1);
    await failing(() => bookOnline(ali, slot));
    expect((await bookOnline(ali, slot)).status).toBe(201);
  });

  it('F05: when starting a payment fails to save, then no payment exists and a retry starts one', async () => {
    const [slot] = freeSlots(server, 1);
    const id = (await bookOnline(ali, slot)).body.data.appointment.id as number;
    await failing(() => ali.post('/api/payments/start', { appointment_id: id, method: 'card' }));
    expect((await ali.post('/api/payments/start', { appointment_id: id, method: 'card' })).status).toBe(201);
  });

  it('F05: when cancelling fails to save, then the appointment is still held', async () => {
    const [slot] = freeSlots(server, 1);
    const id = (await bookOnline(ali, slot)).body.data.appointment.id as number;
    await failing(() => ali.post('/api/appointments/cancel', { appointment_id: id }));
    expect((await ali.get(`/api/appointments/get?id=${id}`)).body.data.appointment.status).toBe('awaiting_payment');
  });

  it('F05: when a sign-in fails to save, then no session is stored', async () => {
    const client = new TestClient(server.url);
    await client.post('/api/auth/send-verification-code', { phone_number: PATIENTS.fatima });
    const code = server.ctx.otp.last(PATIENTS.fatima)!.code;
    await failing(() =>
      client.post('/api/auth/verify-otp-code-patient', { phone_number: PATIENTS.fatima, otp_code: code }),
    );
  });

  it('F05: when a demo request fails to save, then /__qa/submissions still answers and the disk holds no null', async () => {
    const demo = { name: 'Bilal Ahmed', phone_number: '03001234567', email: 'bilal@citycare.pk', demo_for: 0 };
    await failing(() => new TestClient(server.url).post('/api/demo_request/add', demo));
    expect((await request(server.url).get('/__qa/submissions')).status).toBe(200);
    expect((await new TestClient(server.url).post('/api/demo_request/add', demo)).status).toBe(201);
    await server.store.compact();
    const onDisk = JSON.parse(readFileSync(dataFile, 'utf8')) as { data: { submissions: { demo: unknown[] } } };
    expect(onDisk.data.submissions.demo).not.toContain(null);
  });
});
