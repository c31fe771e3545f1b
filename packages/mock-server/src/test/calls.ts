import type { CallStatus, NotifyError } from '@ehp/api-types';
import { expect } from 'vitest';
import { startsAt } from '../modules/appointments/lifecycle.ts';
import { advanceClock, bookAndStart, MINUTE, payAtGateway } from './appointments.ts';
import { TestClient, type TestServer } from './server.ts';
import { eventWhere, type PatientSocket } from './sockets.ts';

// Shared steps of the /notify call tests: a signed-in doctor, a paid appointment, the mock clock
// moved around its start, and the call events a socket waits for.

/** A doctor signed in with the seed's password. */
export async function signInDoctor(server: TestServer, pmdc: string): Promise<TestClient> {
  const client = new TestClient(server.url);
  const res = await client.post('/api/doctor/dr_login', { pmdc, password: 'Doctor@123' });
  if (res.status !== 200) throw new Error(`dr_login ${res.status}`);
  return client;
}

/** A paid online appointment of Dr. Imran Qureshi for the client (paid at the gateway with 000). */
export async function paidAppointment(server: TestServer, client: TestClient): Promise<number> {
  const { appointmentId, paymentId } = await bookAndStart(server, client);
  expect((await payAtGateway(server, paymentId, '000')).status).toBe(303);
  return appointmentId;
}

/** Moves the mock clock to `minutes` from the appointment's start (never backwards). */
export async function moveTo(server: TestServer, appointmentId: number, minutes: number): Promise<void> {
  const a = server.store.data.appointments.find((x) => x.id === appointmentId)!;
  const ahead = Math.floor((startsAt(a) + minutes * MINUTE - server.ctx.now()) / MINUTE);
  if (ahead > 0) expect((await advanceClock(server.url, ahead)).status).toBe(200);
}

/**
 * paidAppointment and moveTo bound to a test file's server, which beforeAll starts (so it is read
 * when a step runs, not when the file loads).
 */
export function callSteps(serverOf: () => TestServer) {
  return {
    paidAppointment: (client: TestClient) => paidAppointment(serverOf(), client),
    moveTo: (appointmentId: number, minutes: number) => moveTo(serverOf(), appointmentId, minutes),
  };
}

export const statusOf = (s: PatientSocket, status: `${CallStatus['status']}`) =>
  eventWhere<CallStatus>(s, 'call_status', (e) => `${e.status}` === status);

export const errorFor = (s: PatientSocket, event: string) =>
  eventWhere<NotifyError>(s, 'notify_error', (e) => e.event === event);
