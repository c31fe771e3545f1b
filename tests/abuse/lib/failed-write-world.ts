import request from 'supertest';
import { AppointmentMode } from '@ehp/api-types';
import { CallAttemptOutcome } from '@ehp/api-types/schema';
import { silentLogger } from '../../../packages/mock-server/src/logger.ts';
import { recordCallAttempt } from '../../../packages/mock-server/src/modules/calls/attempts.ts';
import { bookOnline, freeSlots, IMRAN, patient } from '../../../packages/mock-server/src/test/appointments.ts';
import { qaRequest, TestClient, type TestServer } from '../../../packages/mock-server/src/test/server.ts';

// What the failed-write rows (F05) build their requests from: fresh clients, new numbers, codes
// and bookings, all made with the disk working.

export type Response = request.Response;
export type Send = () => Promise<Response>;

let serial = 0;
/** A number nobody has used in this run: 0349 and seven digits. */
export const newPhone = () => `0349${String(++serial).padStart(7, '0')}`;
/** A tag that keeps e-mails and PMDC numbers apart between rows. */
export const nextTag = () => ++serial;

export const client = (server: TestServer) => new TestClient(server.url);
export const qa = (server: TestServer) => qaRequest(server.url);

/** A new patient, signed in through the real OTP flow. */
export const newPatient = (server: TestServer) => patient(server, newPhone());

/** A new signed-in patient and their id, as the QA API takes it. */
export async function newPatientWithId(server: TestServer): Promise<{ patient: TestClient; id: string }> {
  const phone = newPhone();
  const c = await patient(server, phone);
  return { patient: c, id: String(server.store.data.patients.find((p) => p.phone === phone)!.id) };
}

/** A new signed-in patient's id. */
export const newPatientId = async (server: TestServer) => (await newPatientWithId(server)).id;

/** Dr. Imran Qureshi's clinic, where in-clinic visits are booked. */
export const clinicLocation = (server: TestServer): number =>
  server.store.data.doctors
    .find((d) => d.pmdc === IMRAN)!
    .profile!.schedule.find((s) => s.mode === AppointmentMode.clinic)!.location_id!;

/** The first time a lab branch takes bookings, as listLabTimes offers it. */
export async function labTime(c: TestClient, branchId: number): Promise<{ date: string; time: string }> {
  const res = await c.get(`/api/medical-test-labs/times?lab_branch_id=${branchId}`);
  if (res.status !== 200) throw new Error(`lab times: ${res.status} ${JSON.stringify(res.body)}`);
  const [day] = res.body.data.days as { date: string; times: string[] }[];
  return { date: day.date, time: day.times[0] };
}

/** A lab booking at Citi Lab's branch 101 (a code confirms the number unless a patient is signed in). */
export const labBooking = (phone: string, slot: { date: string; time: string }, otp_code?: string) => ({
  lab_id: 1,
  lab_branch_id: 101,
  test_ids: [1001, 1005],
  patient_name: 'Fatima Noor',
  phone_number: phone,
  ...(otp_code ? { otp_code } : {}),
  preferred_date: slot.date,
  preferred_time: slot.time,
  home_sampling: false,
});

/** Sends a code (the disk working: codes live in memory) and reads it back as QA would. */
export async function codeFor(server: TestServer, phone: string, purpose?: 'signup' | 'lab_booking'): Promise<string> {
  const sent = await client(server).post('/api/auth/send-verification-code', {
    phone_number: phone,
    ...(purpose ? { purpose } : {}),
  });
  if (sent.status !== 200) throw new Error(`send code: ${sent.status} ${JSON.stringify(sent.body)}`);
  return server.ctx.otp.last(phone)!.code;
}

export async function signedIn(server: TestServer, path: string, body: object): Promise<TestClient> {
  const c = client(server);
  const res = await c.post(path, body);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return c;
}

export const owner = (server: TestServer) =>
  signedIn(server, '/api/clinic/clinic_login', {
    email: 'owner@shifaclinic.pk',
    password: 'Clinic@123',
    branch_id: 11,
  });

/** A new patient's held appointment. */
export async function held(server: TestServer): Promise<{ patient: TestClient; appointmentId: number }> {
  const c = await newPatient(server);
  const booked = await bookOnline(c, freeSlots(server, 1)[0]);
  if (booked.status !== 201) throw new Error(`book: ${booked.status} ${JSON.stringify(booked.body)}`);
  return { patient: c, appointmentId: booked.body.data.appointment.id as number };
}

/** A new patient's held appointment with a payment started. */
export async function started(server: TestServer): Promise<{ patient: TestClient; paymentId: string }> {
  const { patient: c, appointmentId } = await held(server);
  const res = await c.post('/api/payments/start', { appointment_id: appointmentId, method: 'jazzcash' });
  if (res.status !== 201) throw new Error(`start: ${res.status} ${JSON.stringify(res.body)}`);
  return { patient: c, paymentId: res.body.data.payment.id as string };
}

/** Forgot password up to the reset token, for a clinic owner (by e-mail) or a doctor (by PMDC). */
export async function resetToken(
  server: TestServer,
  kind: 'clinic' | 'doctor',
  identifier: string,
  phone: string,
): Promise<string> {
  const c = client(server);
  const [start, verify, field] =
    kind === 'clinic'
      ? ['/api/clinic/clinic_forget_password', '/api/clinic/clinic_forget_otp_verify', 'email']
      : ['/api/doctor/dr_forget_password', '/api/doctor/dr_forget_otp_verify', 'pmdc'];
  await c.post(start, { [field]: identifier });
  const res = await c.post(verify, { [field]: identifier, otp_code: server.ctx.otp.last(phone)!.code });
  if (res.status !== 200) throw new Error(`${verify}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.reset_token as string;
}

/** A clinic owner's signed-in JSON or multipart contact message. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
export const uploadContact = (c: TestClient) =>
  c.agent
    .post('/api/clinic/contact_us')
    .set('X-XSRF-TOKEN', c.xsrf!)
    .field('subject', 'Invoice copy')
    .field('message', 'The attached invoice shows the wrong branch name.')
    .attach('attachment', PNG, { filename: 'invoice.png', contentType: 'image/png' });

/** Where two JSON texts differ (up to 5 paths): short enough to read in a failed test. */
export function differences(before: string, after: string): string[] {
  const found: string[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (found.length >= 5 || JSON.stringify(a) === JSON.stringify(b)) return;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
      found.push(`${path}: ${JSON.stringify(a)?.slice(0, 120)} -> ${JSON.stringify(b)?.slice(0, 120)}`);
      return;
    }
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) walk((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
  };
  walk(JSON.parse(before), JSON.parse(after), 'data');
  return found;
}

/** A new patient's appointment whose visit has happened: QA's callable one, the call answered. */
export async function visitedCall(server: TestServer): Promise<{ patient: TestClient; id: number }> {
  const { patient: c, id: patientId } = await newPatientWithId(server);
  const made = await qa(server).post('/__qa/call-appointments').send({ patient_id: patientId, doctor_pmdc: IMRAN });
  if (made.status !== 201) throw new Error(`call appointment: ${made.status} ${JSON.stringify(made.body)}`);
  const id: number = made.body.appointment.id;
  await recordCallAttempt(
    server.store,
    {
      appointment_id: id,
      patient_id: patientId,
      doctor_pmdc: IMRAN,
      doctor_name: 'Dr. Imran Qureshi',
      at: server.ctx.now(),
      outcome: CallAttemptOutcome.answered,
    },
    silentLogger,
  );
  return { patient: c, id };
}
