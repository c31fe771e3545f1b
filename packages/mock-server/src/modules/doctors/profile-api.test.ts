import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { AppointmentMode, AppointmentStatus, PaymentStatus, RefundStatus } from '@ehp/api-types';
import { startTestServer, type TestServer } from '../../test/server.ts';

// Monday 23 November 2026, 12:00 in Pakistan (07:00 UTC); tests move the server's clock.
const NOON = Date.parse('2026-11-23T07:00:00Z');
const HOUR = 3_600_000;
let clock = NOON;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
});
afterAll(() => server.close());
beforeEach(async () => {
  clock = NOON;
  await server.store.reset();
});
const get = (path: string) => request(server.url).get(path);

/** Puts an appointment of Dr. Imran Qureshi straight into the store, as the booking would. */
const book = (over: { date: string; time: string; status?: AppointmentStatus; hold_expires_at?: number | null }) =>
  server.store.write((data) =>
    data.appointments.push({
      id: 5000 + data.appointments.length + 1,
      patient_id: 1001,
      pmdc: '12345-P',
      mode: AppointmentMode.online,
      location_id: null,
      fee: 2000,
      status: AppointmentStatus.confirmed,
      payment_status: PaymentStatus.SUCCESS,
      refund_status: RefundStatus.none,
      hold_expires_at: null,
      created_at: new Date(clock).toISOString(),
      cancelled_at: null,
      ...over,
    }),
  );

describe('GET /api/doctors/profile', () => {
  it("when a doctor's profile is asked for, then fees, locations with coordinates, schedule and next available date", async () => {
    const res = await get('/api/doctors/profile?pmdc=12345-P');
    expect(res.status).toBe(200);
    const doctor = res.body.data.doctor;
    expect(doctor).toMatchObject({
      pmdc: '12345-P',
      name: 'Dr. Imran Qureshi',
      gender: 'male',
      specialities: ['Cardiologist'],
      experience_years: 14,
      fee_online: 2000,
      fee_clinic: 2500,
      rating: 4.3,
      review_count: 12,
      offers_online: true,
      next_available_date: '2026-11-23',
    });
    expect(doctor.about).toContain('cardiologist');
    expect(doctor.locations).toEqual([
      {
        id: 501,
        clinic_name: 'Shifa Family Clinic',
        branch_name: 'Gulberg',
        city: 'Lahore',
        address: '12-B Main Boulevard, Gulberg III',
        latitude: 31.5204,
        longitude: 74.3587,
      },
    ]);
    expect(doctor.schedule).toHaveLength(2);
  });

  it('when it is evening in UTC but already tomorrow in Pakistan, then the next available date is the Pakistan date', async () => {
    clock = Date.parse('2026-11-23T19:30:00Z'); // 00:30 Tuesday in Pakistan
    expect((await get('/api/doctors/profile?pmdc=12345-P')).body.data.doctor.next_available_date).toBe('2026-11-24');
  });

  it('when a doctor is online-only or has no reviews, then no locations, fee_clinic null and rating 0', async () => {
    const farah = (await get('/api/doctors/profile?pmdc=61428-P')).body.data.doctor;
    expect(farah).toMatchObject({ locations: [], fee_clinic: null, offers_online: true });
    const adnan = (await get('/api/doctors/profile?pmdc=31457-P')).body.data.doctor;
    expect(adnan).toMatchObject({ rating: 0, review_count: 0, offers_online: false, fee_online: null });
    expect(adnan.locations.map((l: { id: number }) => l.id)).toEqual([508, 507]);
  });

  it('when the PMDC number is unknown or the doctor is not listed, then 404; when malformed, then 400', async () => {
    expect((await get('/api/doctors/profile?pmdc=99999-Z')).body).toEqual({
      message: 'No doctor with PMDC number 99999-Z',
      code: 'not_found',
    });
    await server.store.write((data) => {
      data.doctors[0].profile = undefined;
    });
    expect((await get('/api/doctors/profile?pmdc=12345-P')).status).toBe(404);
    expect((await get('/api/doctors/profile?pmdc=imran')).status).toBe(400);
  });
});

describe('GET /api/doctors/reviews', () => {
  it('when reviews are paged, then newest first, five a page, with the total; past the end is empty', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((p) => get(`/api/doctors/reviews?pmdc=12345-P&page=${p}`)));
    expect(pages.map((r) => r.body.data.reviews.length)).toEqual([5, 5, 2, 0]);
    expect(pages.map((r) => r.body.data.total)).toEqual([12, 12, 12, 12]);
    const dates = pages.flatMap((r) => r.body.data.reviews.map((x: { created_at: string }) => x.created_at));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(pages[0].body.data.reviews[0]).toEqual({
      id: expect.any(Number),
      patient_name: expect.stringMatching(/^[A-Z][a-z]+ [A-Z]\.$/),
      rating: expect.any(Number),
      comment: expect.any(String),
      created_at: expect.any(String),
    });
  });

  it('when a doctor has no reviews, then an empty page; an unknown doctor is 404', async () => {
    expect((await get('/api/doctors/reviews?pmdc=31457-P')).body.data).toEqual({
      reviews: [],
      total: 0,
      page: 1,
      page_size: 5,
    });
    expect((await get('/api/doctors/reviews?pmdc=99999-Z')).status).toBe(404);
  });
});

describe('GET /api/doctors/slots', () => {
  const slots = async (query: string) => {
    const res = await get(`/api/doctors/slots?pmdc=12345-P&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as {
      slot_minutes: number;
      location_id: number | null;
      slots: { time: string; available: boolean }[];
    };
  };
  const availability = async (query: string) =>
    Object.fromEntries((await slots(query)).slots.map((s) => [s.time, s.available]));

  it('when today is listed at noon, then morning slots are past and the afternoon free', async () => {
    const today = await availability('date=2026-11-23&mode=online');
    expect(Object.keys(today)).toHaveLength(42);
    expect(today).toMatchObject({ '09:00:00': false, '11:40:00': false, '12:00:00': false, '12:20:00': true });
  });

  it("when a profile is read, then it carries the server's date today (Pakistan time)", async () => {
    expect((await get('/api/doctors/profile?pmdc=12345-P')).body.data.today).toBe('2026-11-23');
  });

  it('when slots are booked or held, then they are unavailable; a lapsed hold frees its slot', async () => {
    await book({ date: '2026-11-24', time: '10:00:00' });
    await book({
      date: '2026-11-24',
      time: '10:20:00',
      status: AppointmentStatus.awaiting_payment,
      hold_expires_at: clock + HOUR,
    });
    await book({
      date: '2026-11-24',
      time: '10:40:00',
      status: AppointmentStatus.awaiting_payment,
      hold_expires_at: clock - 1,
    });
    expect(await availability('date=2026-11-24&mode=online')).toMatchObject({
      '10:00:00': false,
      '10:20:00': false,
      '10:40:00': true,
      '11:00:00': true,
    });
    // The in-clinic sitting shares the grid: the same doctor cannot be in Gulberg at 10:00 too.
    expect(await availability('date=2026-11-24&mode=clinic&location_id=501')).toMatchObject({
      '10:00:00': false,
      '10:40:00': true,
    });
  });

  it('when the clock moves forward, then slots pass and holds lapse', async () => {
    await book({
      date: '2026-11-23',
      time: '18:00:00',
      status: AppointmentStatus.awaiting_payment,
      hold_expires_at: clock + HOUR,
    });
    expect(await availability('date=2026-11-23&mode=online')).toMatchObject({ '14:00:00': true, '18:00:00': false });
    clock += 2 * HOUR + 30 * 60_000; // 14:30 in Pakistan
    expect(await availability('date=2026-11-23&mode=online')).toMatchObject({ '14:00:00': false, '18:00:00': true });
  });

  it('when a clinic day is listed, then the slots of that location and its slot length', async () => {
    const gulberg = await slots('date=2026-11-24&mode=clinic&location_id=501');
    expect(gulberg).toMatchObject({ location_id: 501, slot_minutes: 20 });
    const times = gulberg.slots.map((s) => s.time);
    expect([times.length, times[0], times.at(-1)]).toEqual([9, '10:00:00', '12:40:00']);
    expect((await slots('date=2026-11-29&mode=clinic&location_id=501')).slots).toEqual([]);
  });

  it.each([
    ['date=2026-11-22&mode=online', 'The date 2026-11-22 is in the past'],
    ['date=2026-12-24&mode=online', 'Appointments can be booked at most 30 days ahead'],
    ['date=2026-11-24&mode=clinic', 'Choose a practice location (location_id) for an in-clinic appointment'],
    [
      'date=2026-11-24&mode=clinic&location_id=503',
      'Dr. Imran Qureshi does not practise at Hayat Medical Centre, Clifton',
    ],
  ])('when the query is %s, then 400 with a clear message', async (query, message) => {
    const res = await get(`/api/doctors/slots?pmdc=12345-P&${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: expect.any(String) });
  });

  it('when the doctor does not offer the mode or is unknown, then 400 or 404', async () => {
    const online = await get('/api/doctors/slots?pmdc=29765-P&date=2026-11-24&mode=online');
    expect(online.status).toBe(400);
    expect(online.body.message).toBe('Dr. Kamran Aslam does not consult online. Book an in-clinic visit instead.');
    const unknown = await get('/api/doctors/slots?pmdc=99999-Z&date=2026-11-24&mode=online');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'No doctor with PMDC number 99999-Z', code: expect.any(String) });
  });
});

describe("directory doctors' photos", () => {
  it('when a listed doctor has a photo, then the image; without one, then 404 so the portal shows the initial', async () => {
    const photo = await get('/api/doctor/image?pmdc=41872-P');
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/svg+xml');
    expect((await get('/api/doctor/image?pmdc=48623-P')).body).toEqual({
      message: 'Doctor 48623-P has no photo',
      code: expect.any(String),
    });
  });
});
