import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { onDisk } from '../../test/data-file.ts';
import {
  bookAndStart,
  freeSlots,
  IMRAN,
  patient,
  PATIENTS,
  payAtGateway,
  startBookingServer,
} from '../../test/appointments.ts';

const dir = mkdtempSync(join(tmpdir(), 'ehp-bookings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bookings with --data', () => {
  it('when a booking is paid, then the appointment and payment are on disk before the answer, and a restart keeps them', async () => {
    const file = join(dir, 'bookings.json');
    const first = await startBookingServer({ dataFile: file });
    const ali = await patient(first, PATIENTS.ali);
    const { appointmentId, paymentId } = await bookAndStart(first, ali);
    expect(onDisk(file).payments).toEqual([expect.objectContaining({ id: paymentId, status: 4 })]);
    await payAtGateway(first, paymentId, '000');
    expect(onDisk(file).appointments).toEqual([expect.objectContaining({ id: appointmentId, status: 'confirmed' })]);
    await first.close();

    const second = await startBookingServer({ dataFile: file });
    try {
      // The session survives too, so the patient reads it back through the API.
      const res = await request(second.url)
        .get(`/api/appointments/get?id=${appointmentId}`)
        .set('Cookie', ali.cookieHeader());
      expect(res.status).toBe(200);
      expect(res.body.data.appointment).toMatchObject({ status: 'confirmed', payment: { id: paymentId, status: 0 } });
      // Ids go on from where they stopped.
      const again = await bookAndStart(second, await patient(second, PATIENTS.fatima));
      expect(again.appointmentId).toBe(appointmentId + 1);
      expect(again.paymentId).not.toBe(paymentId);
    } finally {
      await second.close();
    }
  });

  it('when a paid appointment moves, then the new time is on disk before the answer, with its payment', async () => {
    const file = join(dir, 'moved.json');
    const server = await startBookingServer({ dataFile: file });
    try {
      const ali = await patient(server, PATIENTS.ali);
      const [from, to] = freeSlots(server, 2, { aheadMinutes: 6 * 60 });
      const booked = await ali.post('/api/appointments/book', { pmdc: IMRAN, mode: 'online', ...from });
      const appointmentId: number = booked.body.data.appointment.id;
      const started = await ali.post('/api/payments/start', { appointment_id: appointmentId, method: 'jazzcash' });
      const paymentId: string = started.body.data.payment.id;
      await payAtGateway(server, paymentId, '000');
      expect((await ali.post('/api/appointments/reschedule', { appointment_id: appointmentId, ...to })).status).toBe(
        200,
      );
      expect(onDisk(file).appointments).toEqual([
        expect.objectContaining({ id: appointmentId, ...to, status: 'confirmed', reschedule_count: 1 }),
      ]);
      expect(onDisk(file).payments).toEqual([
        expect.objectContaining({ id: paymentId, appointment_id: appointmentId }),
      ]);
    } finally {
      await server.close();
    }
  });
});
