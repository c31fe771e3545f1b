import { beforeEach, describe, expect, it } from 'vitest';
import { AppointmentMode, AppointmentStatus, PaymentMethod, PaymentStatus, RefundStatus } from '@ehp/api-types';
import { createSeed } from '../../store/seed/index.ts';
import type { AppointmentRecord, StoreData } from '../../store/types.ts';
import {
  findDirectoryDoctor,
  nextAvailable,
  sittingFor,
  slotProblem,
  slotsFor,
  takenTimes,
  type DirectoryDoctor,
} from './availability.ts';

// Monday 23 November 2026, 12:00 in Pakistan (07:00 UTC).
const NOW = Date.parse('2026-11-23T07:00:00Z');
const MINUTE = 60_000;
const TODAY = '2026-11-23';
const TOMORROW = '2026-11-24';

let data: StoreData;
const doctor = (pmdc: string): DirectoryDoctor => findDirectoryDoctor(data, pmdc)!;

let nextId = 1;
function appointment(over: Partial<AppointmentRecord>): AppointmentRecord {
  const record: AppointmentRecord = {
    id: nextId++,
    patient_id: 1001,
    pmdc: '12345-P',
    mode: AppointmentMode.online,
    location_id: null,
    date: TOMORROW,
    time: '10:00:00',
    fee: 2000,
    status: AppointmentStatus.confirmed,
    payment_status: PaymentStatus.SUCCESS,
    refund_status: RefundStatus.none,
    hold_expires_at: null,
    created_at: new Date(NOW).toISOString(),
    cancelled_at: null,
    ...over,
  };
  data.appointments.push(record);
  return record;
}
const payment = (appointment_id: number, status: PaymentStatus, n: number) =>
  data.payments.push({
    id: `PAY-00000${n}`,
    appointment_id,
    method: PaymentMethod.jazzcash,
    amount: 2000,
    status,
    result_code: null,
    created_at: new Date(NOW).toISOString(),
    settled_at: null,
  });

beforeEach(() => {
  data = createSeed();
});

describe('findDirectoryDoctor', () => {
  it('when a PMDC number is listed, then the doctor with the profile; otherwise undefined', () => {
    expect(doctor('12345-P').profile.specialities).toEqual(['Cardiologist']);
    expect(findDirectoryDoctor(data, '99999-Z')).toBeUndefined();
    data.doctors[0].profile = undefined;
    expect(findDirectoryDoctor(data, '12345-P')).toBeUndefined();
  });
});

describe('takenTimes', () => {
  it('when appointments are confirmed, completed or held, then their times are taken in any mode', () => {
    appointment({ time: '10:00:00' });
    appointment({ time: '10:20:00', status: AppointmentStatus.completed });
    appointment({ time: '10:40:00', status: AppointmentStatus.awaiting_payment, hold_expires_at: NOW + MINUTE });
    appointment({ time: '11:00:00', mode: AppointmentMode.clinic, location_id: 501 });
    expect(takenTimes(data, '12345-P', TOMORROW, NOW)).toEqual(
      new Set(['10:00:00', '10:20:00', '10:40:00', '11:00:00']),
    );
  });

  it('when a hold lapsed, was cancelled or expired, or is another day or doctor, then the time is free', () => {
    appointment({ time: '10:00:00', status: AppointmentStatus.awaiting_payment, hold_expires_at: NOW });
    appointment({ time: '10:20:00', status: AppointmentStatus.cancelled });
    appointment({ time: '10:40:00', status: AppointmentStatus.expired });
    appointment({ time: '11:00:00', date: TODAY });
    appointment({ time: '11:20:00', pmdc: '54321-P' });
    expect(takenTimes(data, '12345-P', TOMORROW, NOW)).toEqual(new Set());
  });

  it('when a lapsed hold has a payment still pending at the gateway, then the slot stays taken until it fails', () => {
    const held = appointment({ status: AppointmentStatus.awaiting_payment, hold_expires_at: NOW - MINUTE });
    payment(held.id, PaymentStatus.FAILURE, 1);
    expect(takenTimes(data, '12345-P', TOMORROW, NOW).has('10:00:00')).toBe(false);
    payment(held.id, PaymentStatus.PENDING, 2);
    expect(takenTimes(data, '12345-P', TOMORROW, NOW).has('10:00:00')).toBe(true);
    payment(held.id, PaymentStatus.FAILURE, 3);
    expect(takenTimes(data, '12345-P', TOMORROW, NOW).has('10:00:00')).toBe(false);
  });
});

describe('sittingFor', () => {
  it('when asked for a mode, then the online sittings, or the clinic sittings of that location only', () => {
    const hina = doctor('38214-P');
    expect(sittingFor(hina, 'online', null).map((s) => s.weekdays)).toEqual([[2, 4]]);
    expect(sittingFor(hina, 'clinic', 508).map((s) => s.location_id)).toEqual([508]);
    expect(sittingFor(hina, 'clinic', 501)).toEqual([]);
    expect(sittingFor(hina, 'clinic', undefined)).toEqual([]);
  });
});

describe('slotProblem', () => {
  const imran = () => doctor('12345-P');
  const at = (over: Partial<{ date: string; time: string; mode: 'online' | 'clinic'; location_id: number | null }>) =>
    slotProblem(data, imran(), { date: TOMORROW, time: '10:00:00', mode: 'online', ...over }, NOW);

  it('when the slot is in the schedule and ahead, then no problem (taken or not: the booking checks that)', () => {
    appointment({ time: '10:00:00' });
    expect(at({})).toBeNull();
    expect(at({ mode: 'clinic', location_id: 501 })).toBeNull();
    expect(at({ date: TODAY, time: '12:20:00' })).toBeNull();
  });

  it.each([
    ['a past date', { date: '2026-11-22' }, 'The date 2026-11-22 is in the past'],
    ['more than 30 days ahead', { date: '2026-12-24' }, 'Appointments can be booked at most 30 days ahead'],
    [
      'clinic without a location',
      { mode: 'clinic' as const },
      'Choose a practice location (location_id) for an in-clinic appointment',
    ],
    [
      'a location he does not practise at',
      { mode: 'clinic' as const, location_id: 503 },
      'Dr. Imran Qureshi does not practise at Hayat Medical Centre, Clifton',
    ],
    [
      'an unknown location',
      { mode: 'clinic' as const, location_id: 4242 },
      'Dr. Imran Qureshi does not practise at location 4242',
    ],
    [
      'a time off the grid',
      { time: '10:10:00' },
      "10:10 AM is not one of Dr. Imran Qureshi's online slots on 2026-11-24. Online hours: every day 09:00 AM-11:00 PM (20-minute slots)",
    ],
    [
      'a time outside the clinic hours',
      { mode: 'clinic' as const, location_id: 501, time: '15:00:00' },
      "03:00 PM is not one of Dr. Imran Qureshi's in-clinic slots on 2026-11-24. In-clinic hours: Mon-Sat 10:00 AM-01:00 PM (20-minute slots)",
    ],
    [
      'a clinic day off',
      { mode: 'clinic' as const, location_id: 501, date: '2026-11-29' },
      'Dr. Imran Qureshi does not see patients at Shifa Family Clinic, Gulberg on Sundays. In-clinic hours: Mon-Sat 10:00 AM-01:00 PM (20-minute slots)',
    ],
    [
      'a slot already past today',
      { date: TODAY, time: '11:40:00' },
      'The slot at 11:40 AM on 2026-11-23 has already passed',
    ],
    [
      'the slot starting now',
      { date: TODAY, time: '12:00:00' },
      'The slot at 12:00 PM on 2026-11-23 has already passed',
    ],
  ])('when the request has %s, then 400 with a clear message', (_case, over, message) => {
    expect(at(over)).toEqual({ status: 400, message });
  });

  it('when the doctor does not offer the mode, then 400 naming the doctor and the other mode', () => {
    const online = { date: TOMORROW, time: '18:00:00', mode: 'online' as const };
    expect(slotProblem(data, doctor('29765-P'), online, NOW)).toEqual({
      status: 400,
      message: 'Dr. Kamran Aslam does not consult online. Book an in-clinic visit instead.',
    });
    expect(slotProblem(data, doctor('61428-P'), { ...online, mode: 'clinic', location_id: 501 }, NOW)).toEqual({
      status: 400,
      message: 'Dr. Farah Naz does not see patients in a clinic. Book an online consultation instead.',
    });
  });
});

describe('slotsFor', () => {
  it('when slots of today are listed, then past and taken ones are unavailable and the rest free', () => {
    appointment({ date: TODAY, time: '13:00:00' });
    const answer = slotsFor(data, doctor('12345-P'), TODAY, AppointmentMode.online, undefined, NOW);
    expect(answer).toMatchObject({ date: TODAY, mode: 'online', location_id: null, slot_minutes: 20 });
    expect(answer.slots).toHaveLength(42);
    const byTime = Object.fromEntries(answer.slots.map((s) => [s.time, s.available]));
    expect(byTime).toMatchObject({ '09:00:00': false, '12:00:00': false, '12:20:00': true, '13:00:00': false });
    expect(byTime['22:40:00']).toBe(true);
    // Past ones say so (a client hides them); a taken one later today is not past.
    const past = Object.fromEntries(answer.slots.map((s) => [s.time, s.past]));
    expect(past).toMatchObject({ '09:00:00': true, '12:00:00': true, '12:20:00': false, '13:00:00': false });
  });

  it('when a clinic day is listed, then that location only, and a day without a sitting lists nothing', () => {
    const hina = doctor('38214-P');
    // 2026-11-24 is a Tuesday: Jail Road (508) in the morning, not DHA (502).
    const jailRoad = slotsFor(data, hina, TOMORROW, AppointmentMode.clinic, 508, NOW);
    expect(jailRoad).toMatchObject({ location_id: 508, slot_minutes: 15 });
    const times = jailRoad.slots.map((s) => s.time);
    expect([times.length, times[0], times.at(-1)]).toEqual([12, '10:00:00', '12:45:00']);
    expect(slotsFor(data, hina, TOMORROW, AppointmentMode.clinic, 502, NOW).slots).toEqual([]);
  });
});

describe('nextAvailable', () => {
  it('when a free slot remains today, then today (Pakistan date, even late in the UTC day)', () => {
    expect(nextAvailable(data, doctor('12345-P'), NOW)).toBe(TODAY);
    // 19:30 UTC Monday is 00:30 Tuesday in Pakistan.
    expect(nextAvailable(data, doctor('12345-P'), Date.parse('2026-11-23T19:30:00Z'))).toBe(TOMORROW);
  });

  it("when today's slots have passed or are all taken, then the next day with a free one", () => {
    const late = Date.parse('2026-11-23T17:50:00Z'); // 22:50 in Pakistan, after the last 22:40 slot
    expect(nextAvailable(data, doctor('12345-P'), late)).toBe(TOMORROW);
    const hina = doctor('38214-P');
    expect(nextAvailable(data, hina, NOW, 'online')).toBe(TOMORROW);
    for (const time of ['20:00:00', '20:20:00', '20:40:00', '21:00:00', '21:20:00', '21:40:00'])
      appointment({ pmdc: '38214-P', time });
    expect(nextAvailable(data, hina, NOW, 'online')).toBe('2026-11-26');
  });

  it('when a mode is given, then only its sittings count', () => {
    // Dr. Usman Ghani: clinic Monday-Saturday evenings, online on Sundays only.
    expect(nextAvailable(data, doctor('45190-P'), NOW, 'clinic')).toBe(TODAY);
    expect(nextAvailable(data, doctor('45190-P'), NOW, 'online')).toBe('2026-11-29');
    expect(nextAvailable(data, doctor('29765-P'), NOW, 'online')).toBeNull();
  });
});
