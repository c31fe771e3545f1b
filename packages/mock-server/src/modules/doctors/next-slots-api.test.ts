import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { pakistanDate, pakistanTime, type components } from '@ehp/api-types';
import type { TestServer } from '../../test/server.ts';
import { bookOnline, IMRAN, patient, PATIENTS, startBookingServer, T0 } from '../../test/appointments.ts';

type Summary = components['schemas']['DoctorSummary'];

let server: TestServer;
beforeAll(async () => {
  server = await startBookingServer();
});
afterAll(() => server.close());

async function search(query: string): Promise<Summary[]> {
  const res = await request(server.url).get(`/api/doctors/search?${query}&page_size=50`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.doctors;
}

const NOW = `${pakistanDate(T0)} ${pakistanTime(T0)}`;
const at = (slot: { date: string; time: string }) => `${slot.date} ${slot.time}`;

describe('next_slots on search results', () => {
  it('when is_online=true, then each card has up to 3 online times, soonest first, none past', async () => {
    const doctors = await search('is_online=true');
    expect(doctors.some((d) => (d.next_slots ?? []).length === 3)).toBe(true);
    for (const d of doctors) {
      const slots = d.next_slots ?? [];
      expect(slots.length).toBeLessThanOrEqual(3);
      for (const s of slots) expect(s).toMatchObject({ mode: 'online', location_id: null });
      for (const s of slots) expect(at(s) > NOW, `${d.name} ${at(s)}`).toBe(true);
      expect(slots.map(at)).toEqual([...slots.map(at)].sort());
      if (slots[0]) expect(slots[0].date).toBe(d.next_available_date);
    }
  });

  it('when is_online=false in a city, then in-clinic times at a practice location in that city', async () => {
    const doctors = await search('is_online=false&city=Lahore');
    expect(doctors.length).toBeGreaterThan(0);
    for (const d of doctors) {
      for (const s of d.next_slots ?? []) {
        expect(s.mode).toBe('clinic');
        const place = d.locations.find((l) => l.id === s.location_id);
        expect(place?.city, d.name).toBe('Lahore');
      }
    }
  });

  it('when a time is offered, then listDoctorSlots has it free; once booked, the card offers the next one', async () => {
    const [imran] = (await search('is_online=true&q=Imran Qureshi')).filter((d) => d.pmdc === IMRAN);
    const [first, second] = imran.next_slots!;
    const slots = await request(server.url).get(`/api/doctors/slots?pmdc=${IMRAN}&date=${first.date}&mode=online`);
    expect(slots.body.data.slots).toContainEqual({ time: first.time, available: true, past: false });

    const ali = await patient(server, PATIENTS.ali);
    expect((await bookOnline(ali, { date: first.date, time: first.time })).status).toBe(201);
    const [after] = (await search('is_online=true&q=Imran Qureshi')).filter((d) => d.pmdc === IMRAN);
    expect(after.next_slots![0]).toEqual(second);
  });
});
