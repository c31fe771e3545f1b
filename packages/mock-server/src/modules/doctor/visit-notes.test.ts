import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOnline, freeSlots, patient, PATIENTS, payAtGateway, startBookingServer } from '../../test/appointments.ts';
import { TestClient, type TestServer } from '../../test/server.ts';

// The reason for the visit and "new or returning": what the doctor triages by (issue 24).
let server: TestServer;
beforeAll(async () => {
  server = await startBookingServer();
});
afterAll(() => server.close());

const doctorRows = async () => {
  const doctor = new TestClient(server.url);
  await doctor.post('/api/doctor/dr_login', { pmdc: '12345-P', password: 'Doctor@123' });
  const res = await doctor.get('/api/doctor/appointments');
  return res.body.data.appointments as Array<{ id: number; reason: string | null; returning_patient: boolean }>;
};

const payFor = async (client: TestClient, id: number) => {
  const started = await client.post('/api/payments/start', { appointment_id: id, method: 'jazzcash' });
  await payAtGateway(server, started.body.data.payment.id, '000');
};

describe('reason for the visit', () => {
  it('when a patient books with a note, then it is stored trimmed and shown on the appointment and to the doctor', async () => {
    const ali = await patient(server, PATIENTS.ali);
    const [slot] = freeSlots(server, 1, { aheadMinutes: 60 });
    const booked = await bookOnline(ali, { ...slot, reason: '  Chest pain for two days  ' } as typeof slot);
    expect(booked.status).toBe(201);
    expect(booked.body.data.appointment.reason).toBe('Chest pain for two days');
    const got = await ali.get(`/api/appointments/get?id=${booked.body.data.appointment.id}`);
    expect(got.body.data.appointment.reason).toBe('Chest pain for two days');
    const row = (await doctorRows()).find((r) => r.id === booked.body.data.appointment.id);
    expect(row?.reason).toBe('Chest pain for two days');
  });

  it('when the note is blank or missing, then the appointment has none', async () => {
    const fatima = await patient(server, PATIENTS.fatima);
    const [a, b] = freeSlots(server, 2, { aheadMinutes: 120 });
    const blank = await bookOnline(fatima, { ...a, reason: '   ' } as typeof a);
    expect(blank.body.data.appointment.reason).toBeNull();
    const none = await bookOnline(fatima, b);
    expect(none.body.data.appointment.reason).toBeNull();
  });

  it('when the note is over 200 characters or holds a control character, then 400 and nothing is booked', async () => {
    const ayesha = await patient(server, PATIENTS.ayesha);
    const [slot] = freeSlots(server, 1, { aheadMinutes: 180 });
    const long = await bookOnline(ayesha, { ...slot, reason: 'x'.repeat(201) } as typeof slot);
    expect(long.status).toBe(400);
    const control = await bookOnline(ayesha, { ...slot, reason: 'pain\u0007' } as typeof slot);
    expect(control.status).toBe(400);
    const exact = await bookOnline(ayesha, { ...slot, reason: 'x'.repeat(200) } as typeof slot);
    expect(exact.status).toBe(201);
  });
});

describe('new or returning patient', () => {
  it('when a patient has paid an earlier appointment with the doctor, then their later one is returning and the first is new', async () => {
    const usman = await patient(server, PATIENTS.usman);
    const [first, second, third] = freeSlots(server, 3, { aheadMinutes: 300 });
    const one = (await bookOnline(usman, first)).body.data.appointment.id as number;
    const two = (await bookOnline(usman, second)).body.data.appointment.id as number;
    // Unpaid, the first does not make the second returning.
    let rows = await doctorRows();
    expect(rows.find((r) => r.id === two)?.returning_patient).toBe(false);
    await payFor(usman, one);
    rows = await doctorRows();
    expect(rows.find((r) => r.id === one)?.returning_patient).toBe(false);
    expect(rows.find((r) => r.id === two)?.returning_patient).toBe(true);
    // A cancelled (refunded) earlier visit is not a visit.
    await usman.post('/api/appointments/cancel', { appointment_id: one });
    const three = (await bookOnline(usman, third)).body.data.appointment.id as number;
    rows = await doctorRows();
    expect(rows.find((r) => r.id === three)?.returning_patient).toBe(false);
  });
});
