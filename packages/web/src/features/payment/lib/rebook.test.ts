import { AppointmentMode } from '@ehp/api-types';
import { describe, expect, it } from 'vitest';
import { heldAppointment } from '@/test/appointment-fixtures';
import { rebookRequest } from './rebook';

describe('rebookRequest', () => {
  it('when an online hold lapsed, then the same doctor, date, time and mode are booked again', () => {
    expect(rebookRequest(heldAppointment)).toEqual({
      pmdc: '12345-P',
      date: '2026-11-24',
      time: '18:20:00',
      mode: 'online',
    });
  });

  it('when a clinic hold with a note lapsed, then the place and the note come along', () => {
    const clinic = {
      ...heldAppointment,
      mode: AppointmentMode.clinic,
      reason: 'Rash for a week',
      location: {
        id: 501,
        clinic_name: 'Shifa',
        branch_name: 'Gulberg',
        city: 'Lahore',
        address: '12-B Main Boulevard',
      },
    };
    expect(rebookRequest(clinic)).toMatchObject({ mode: 'clinic', location_id: 501, reason: 'Rash for a week' });
  });
});
