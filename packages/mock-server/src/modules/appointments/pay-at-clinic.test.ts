import { AppointmentMode, AppointmentStatus, PaymentStatus } from '@ehp/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestServer } from '../../test/server.ts';
import {
  bookOnline,
  freeSlots,
  IMRAN,
  patient,
  PATIENTS,
  startBookingServer,
  type Slot,
} from '../../test/appointments.ts';
import { AddressHolds } from './address-holds.ts';
import { MESSAGES } from './lifecycle.ts';
import { PAY_AT_CLINIC_MESSAGES } from './pay-at-clinic.ts';

let server: TestServer;
let ali: TestClient;
let locationId: number;
beforeAll(async () => {
  server = await startBookingServer();
  ali = await patient(server, PATIENTS.ali);
  const schedule = server.store.data.doctors.find((d) => d.pmdc === IMRAN)!.profile!.schedule;
  locationId = schedule.find((s) => s.mode === AppointmentMode.clinic)!.location_id!;
});
afterAll(() => server.close());

const bookClinic = (c: TestClient, slot: Slot) =>
  c.post('/api/appointments/book', { pmdc: IMRAN, mode: 'clinic', location_id: locationId, ...slot });
const payAtClinic = (c: TestClient, id: number) => c.post('/api/appointments/pay-at-clinic', { appointment_id: id });
const cancel = (c: TestClient, id: number) => c.post('/api/appointments/cancel', { appointment_id: id });

describe('pay at the clinic', () => {
  it('when a held clinic visit is to be paid at the clinic, then it is confirmed unpaid with no hold, and keeps its slot', async () => {
    const [slot] = freeSlots(server, 1, { mode: AppointmentMode.clinic, location_id: locationId });
    const held = (await bookClinic(ali, slot)).body.data.appointment;
    const res = await payAtClinic(ali, held.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Appointment confirmed: pay at the clinic');
    expect(res.body.data.appointment).toMatchObject({
      id: held.id,
      status: 'confirmed',
      pay_at_clinic: true,
      payment_status: 3,
      hold_expires_at: null,
      hold_seconds_left: 0,
      fee: 2500,
    });
    // Saved: read back, and the slot stays taken.
    expect((await ali.get(`/api/appointments/get?id=${held.id}`)).body.data.appointment.pay_at_clinic).toBe(true);
    expect(server.store.data.appointments.find((a) => a.id === held.id)?.pay_at_clinic).toBe(true);
    expect((await bookClinic(await patient(server, PATIENTS.fatima), slot)).status).toBe(409);
    // Nothing to pay online any more; cancelling refunds nothing.
    const pay = await ali.post('/api/payments/start', { appointment_id: held.id, method: 'jazzcash' });
    expect(pay.body).toEqual({ message: MESSAGES.paid, code: 'already_paid' });
    expect((await cancel(ali, held.id)).body.data.appointment).toMatchObject({
      status: 'cancelled',
      refund_status: 'none',
    });
  });

  it('when a patient already has 2 upcoming visits to pay at the clinic, then a third is 409 too_many_holds and stays held', async () => {
    const slots = freeSlots(server, 3, { mode: AppointmentMode.clinic, location_id: locationId });
    const ids: number[] = [];
    for (const slot of slots) ids.push((await bookClinic(ali, slot)).body.data.appointment.id);
    expect((await payAtClinic(ali, ids[0])).status).toBe(200);
    expect((await payAtClinic(ali, ids[1])).status).toBe(200);
    const third = await payAtClinic(ali, ids[2]);
    expect(third.status).toBe(409);
    expect(third.body).toEqual({ message: PAY_AT_CLINIC_MESSAGES.tooMany(2), code: 'too_many_holds' });
    expect((await ali.get(`/api/appointments/get?id=${ids[2]}`)).body.data.appointment.status).toBe('awaiting_payment');
    // Cancelling one makes room.
    await cancel(ali, ids[0]);
    expect((await payAtClinic(ali, ids[2])).status).toBe(200);
    for (const id of ids.slice(1)) await cancel(ali, id);
  });

  it('when two requests race for the last place under the cap, then exactly one passes', async () => {
    const slots = freeSlots(server, 3, { mode: AppointmentMode.clinic, location_id: locationId });
    const ids: number[] = [];
    for (const slot of slots) ids.push((await bookClinic(ali, slot)).body.data.appointment.id);
    expect((await payAtClinic(ali, ids[0])).status).toBe(200);
    const answers = await Promise.all([payAtClinic(ali, ids[1]), payAtClinic(ali, ids[2])]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    for (const id of ids) await cancel(ali, id);
  });

  it('when the visit is online, or another patient asks, then it is refused', async () => {
    const [slot] = freeSlots(server, 1);
    const online = (await bookOnline(ali, slot)).body.data.appointment;
    const res = await payAtClinic(ali, online.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: PAY_AT_CLINIC_MESSAGES.online, code: 'conflict' });
    const usman = await patient(server, PATIENTS.usman);
    expect((await payAtClinic(usman, online.id)).status).toBe(404);
    await cancel(ali, online.id);
  });

  it('when visits to pay at the clinic are held from one address, then they count toward its limit of unpaid holds', () => {
    const holds = new AddressHolds(1);
    const [slot] = freeSlots(server, 1, { mode: AppointmentMode.clinic, location_id: locationId });
    const data = server.store.data;
    const visit = {
      ...data.appointments[0],
      id: 999_001,
      ...slot,
      pmdc: IMRAN,
      status: AppointmentStatus.confirmed,
      pay_at_clinic: true,
      payment_status: PaymentStatus.NOT_STARTED,
      hold_expires_at: null,
    };
    data.appointments.push(visit);
    try {
      holds.record('10.0.0.9', visit.id);
      expect(() => holds.check('10.0.0.9', data, server.ctx.now())).toThrow(
        /Too many unpaid bookings from your network/,
      );
    } finally {
      data.appointments.splice(data.appointments.indexOf(visit), 1);
    }
  });
});
