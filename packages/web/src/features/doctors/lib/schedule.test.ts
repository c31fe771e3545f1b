import { describe, expect, it } from 'vitest';
import { AppointmentMode } from '@ehp/api-types';
import { bookablePlaces, formatHours, formatWeekdays, ONLINE, weekdaysAt, type DoctorProfile } from './schedule';

const entry = (mode: AppointmentMode, location_id: number | null, weekdays: number[]) => ({
  mode,
  location_id,
  weekdays,
  start_time: '18:00:00',
  end_time: '21:00:00',
  slot_minutes: 20,
});
const location = (id: number) => ({ id, clinic_name: 'Clinic', branch_name: 'Main', city: 'Lahore', address: 'Road' });

describe('doctor schedule rules', () => {
  it('when a doctor sits online and at one of two clinics, then online and that clinic can be booked', () => {
    const doctor: Pick<DoctorProfile, 'offers_online' | 'locations' | 'schedule'> = {
      offers_online: true,
      locations: [location(501), location(502)],
      schedule: [entry(AppointmentMode.online, null, [1, 3]), entry(AppointmentMode.clinic, 502, [2, 2, 6])],
    };
    expect(bookablePlaces(doctor)).toEqual([ONLINE, { mode: AppointmentMode.clinic, locationId: 502 }]);
    expect(weekdaysAt(doctor.schedule, { mode: AppointmentMode.clinic, locationId: 502 })).toEqual([2, 6]);
    expect(bookablePlaces({ ...doctor, offers_online: false })).toHaveLength(1);
  });

  it('when weekdays and hours are shown, then they read as names and 12-hour times', () => {
    expect(formatWeekdays([5, 1, 3])).toBe('Monday, Wednesday, Friday');
    expect(formatWeekdays([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
    expect(formatHours({ start_time: '09:30:00', end_time: '13:00:00' })).toBe('09:30 AM – 01:00 PM');
  });
});
