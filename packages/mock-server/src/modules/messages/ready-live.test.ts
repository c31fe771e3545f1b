import type { PatientReady } from '@ehp/api-types';
import request from 'supertest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { IMRAN, patient, PATIENTS, startBookingServer } from '../../test/appointments.ts';
import { moveTo, paidAppointment, signInDoctor } from '../../test/calls.ts';
import type { TestServer } from '../../test/server.ts';
import { announceDoctor, closeSockets, eventWhere, openSocket } from '../../test/sockets.ts';

// The doctor hears "ready" live over /notify; the outbox is durable: after a restart every message
// is still there and none is sent twice.

const dir = mkdtempSync(join(tmpdir(), 'ehp-messages-'));
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('patient_ready', () => {
  it("when the patient says they are ready, then the appointment's doctor gets patient_ready at once", async () => {
    const server = await startBookingServer();
    servers.push(server);
    const ali = await patient(server, PATIENTS.ali);
    const id = await paidAppointment(server, ali);
    await moveTo(server, id, -5);
    const doctor = await openSocket(server.url, await signInDoctor(server, IMRAN));
    await announceDoctor(server, doctor, IMRAN);
    const heard = eventWhere<PatientReady>(doctor, 'patient_ready', (e) => e.appointment_id === id);
    const ready = await ali.post('/api/appointments/ready', { appointment_id: id });
    expect(ready.status).toBe(200);
    expect(await heard).toEqual({
      appointment_id: id,
      patient_id: '1001',
      ready_at: ready.body.data.appointment.ready_at,
    });
    await closeSockets(server, [doctor]);
  });
});

describe('the outbox on disk', () => {
  it('when the server restarts, then the messages are still there and nothing due is sent again', async () => {
    const file = join(dir, 'data.json');
    const first = await startBookingServer({ dataFile: file });
    const ali = await patient(first, PATIENTS.ali);
    const id = await paidAppointment(first, ali);
    await moveTo(first, id, -5);
    const before = (await request(first.url).get('/__qa/messages')).body.messages;
    expect(before.map((m: { kind: string }) => m.kind)).toEqual(['reminder_10m', 'booking_confirmed']);
    await first.close();
    // The same clock: every notice already handled stays handled.
    const second = await startBookingServer({ dataFile: file });
    servers.push(second);
    second.ctx.clock.advance(first.ctx.clock.offset);
    const after = (await request(second.url).get('/__qa/messages')).body.messages;
    expect(after).toEqual(before);
  });
});
