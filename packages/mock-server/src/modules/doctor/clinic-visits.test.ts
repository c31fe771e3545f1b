import { AppointmentMode } from '@ehp/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeSlots, IMRAN, patient, PATIENTS, startBookingServer } from '../../test/appointments.ts';
import { signInDoctor } from '../../test/calls.ts';
import type { TestServer } from '../../test/server.ts';

// Issue 33 (pay at the clinic on the doctor's dashboard): the doctor's list carries the confirmed
// in-clinic visits, each saying whether the fee is paid at the clinic and how much.

let server: TestServer;
beforeAll(async () => {
  server = await startBookingServer();
});
afterAll(() => server.close());

describe("the doctor's in-clinic visits", () => {
  it('when a clinic visit is confirmed to pay at the clinic, then the doctor sees it with the fee; held or other doctors’ visits are not there', async () => {
    const ali = await patient(server, PATIENTS.ali);
    const location_id = server.store.data.doctors
      .find((d) => d.pmdc === IMRAN)!
      .profile!.schedule.find((s) => s.mode === AppointmentMode.clinic)!.location_id!;
    const [confirmed, held] = freeSlots(server, 2, { mode: AppointmentMode.clinic, location_id });
    const book = (slot: { date: string; time: string }) =>
      ali.post('/api/appointments/book', { pmdc: IMRAN, mode: 'clinic', location_id, ...slot });
    const visit = (await book(confirmed)).body.data.appointment;
    expect((await ali.post('/api/appointments/pay-at-clinic', { appointment_id: visit.id })).status).toBe(200);
    await book(held);

    const doctor = await signInDoctor(server, IMRAN);
    const res = await doctor.get('/api/doctor/appointments');
    expect(res.status).toBe(200);
    expect(res.body.data.clinic_visits).toEqual([
      {
        id: visit.id,
        date: confirmed.date,
        time: confirmed.time,
        starts_at: visit.starts_at,
        patient_name: 'Ali Hassan',
        clinic_name: `${visit.location.clinic_name}, ${visit.location.branch_name}`,
        fee: 2500,
        pay_at_clinic: true,
        payment_status: 3,
      },
    ]);
    // The online list is unchanged: no clinic visit there.
    expect(res.body.data.appointments.some((a: { id: number }) => a.id === visit.id)).toBe(false);
    const other = await signInDoctor(server, '54321-P');
    expect((await other.get('/api/doctor/appointments')).body.data.clinic_visits).toEqual([]);
  });
});
